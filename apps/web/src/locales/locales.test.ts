import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  const namespaces = readdirSync(join(dir, 'ar')).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in both languages', () => {
    expect(
      readdirSync(join(dir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has identical keys and no empty text in ar and en', (file) => {
    const ar = JSON.parse(readFileSync(join(dir, 'ar', file), 'utf8')) as unknown;
    const en = JSON.parse(readFileSync(join(dir, 'en', file), 'utf8')) as unknown;
    expect(keys(ar).sort()).toEqual(keys(en).sort());
    for (const k of keys(ar)) expect(k.length).toBeGreaterThan(0);
  });
});
