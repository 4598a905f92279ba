import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * vitest's global setup: one temporary folder for the files the test apps keep (harness.ts `testConfig`,
 * unless a test names its own), removed when the run ends. The default (`./data`) wrote the tests' proof
 * photos and logos into apps/api/data. The workers, started after this, inherit the variable.
 */
export function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'courier-api-test-'));
  process.env.TEST_DATA_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
