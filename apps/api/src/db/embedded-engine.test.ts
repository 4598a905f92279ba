import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { tuneForEmbeddedDatabase } from './embedded-engine';

const setFlags = vi.hoisted(() => vi.fn());
vi.mock('node:v8', () => ({ setFlagsFromString: setFlags }));

describe('tuneForEmbeddedDatabase (decision 002: the embedded engine’s memory)', () => {
  beforeEach(() => setFlags.mockClear());

  it('keeps PGlite on the baseline compiler and the heap close to its live size by default', () => {
    const config = loadConfig({});
    expect(config.EMBEDDED_DB_TUNING).toBe('lean');
    expect(tuneForEmbeddedDatabase(config)).toEqual(['--liftoff-only', '--heap-growing-percent=50']);
    expect(setFlags.mock.calls.map(([flag]) => flag)).toEqual([
      '--liftoff-only',
      '--heap-growing-percent=50',
    ]);
  });

  it('leaves V8 alone on PostgreSQL and when told to', () => {
    expect(tuneForEmbeddedDatabase(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }))).toEqual([]);
    expect(tuneForEmbeddedDatabase(loadConfig({ EMBEDDED_DB_TUNING: 'fast' }))).toEqual([]);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('refuses an unknown setting', () => {
    expect(() => loadConfig({ EMBEDDED_DB_TUNING: 'small' })).toThrow(/EMBEDDED_DB_TUNING/);
  });
});
