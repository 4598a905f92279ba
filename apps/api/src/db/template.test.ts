import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyTemplateIfFresh } from './template';

function fakeTemplate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'courier-template-'));
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  mkdirSync(join(dir, 'base'));
  writeFileSync(join(dir, 'base', 'data'), 'rows');
  return dir;
}

describe('copyTemplateIfFresh', () => {
  it('fills a missing or empty data folder from the template', () => {
    const template = fakeTemplate();
    const missing = join(mkdtempSync(join(tmpdir(), 'courier-data-')), 'db');
    expect(copyTemplateIfFresh(missing, template)).toBe(true);
    expect(readFileSync(join(missing, 'base', 'data'), 'utf8')).toBe('rows');

    const empty = mkdtempSync(join(tmpdir(), 'courier-data-'));
    expect(copyTemplateIfFresh(empty, template)).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
  });

  it('never touches a folder that already holds a database', () => {
    const template = fakeTemplate();
    const used = mkdtempSync(join(tmpdir(), 'courier-data-'));
    writeFileSync(join(used, 'PG_VERSION'), '17\n');
    expect(copyTemplateIfFresh(used, template)).toBe(false);
    expect(existsSync(join(used, 'base'))).toBe(false);
  });

  it('does nothing when no template was built', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'courier-data-')), 'db');
    expect(copyTemplateIfFresh(target, join(tmpdir(), 'no-such-template'))).toBe(false);
    expect(existsSync(target)).toBe(false);
  });
});
