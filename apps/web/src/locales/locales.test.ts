import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

// A count text is a plural key (lib/translator.ts + Intl.PluralRules): Arabic uses six forms, English reads
// one and other (its other four repeat other, so both bundles keep one shape).
const plural = /_(zero|one|two|few|many|other)$/;
const namespaces = readdirSync(join(dir, 'ar')).filter((f) => f.endsWith('.json'));

describe('locales', () => {
  it('has the same namespaces in both languages', () => {
    expect(
      readdirSync(join(dir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...namespaces].sort());
  });

  const singular = (list: string[]) => [...new Set(list.map((k) => k.replace(plural, '')))].sort();

  it.each(namespaces)('%s has identical keys and no empty text in ar and en', (file) => {
    const ar = JSON.parse(readFileSync(join(dir, 'ar', file), 'utf8')) as unknown;
    const en = JSON.parse(readFileSync(join(dir, 'en', file), 'utf8')) as unknown;
    expect(keys(ar).sort()).toEqual(keys(en).sort());
    for (const k of keys(ar)) expect(k.length).toBeGreaterThan(0);
  });

  it.each(namespaces)('%s gives every plural text all six forms', (file) => {
    const ar = keys(JSON.parse(readFileSync(join(dir, 'ar', file), 'utf8')) as unknown);
    const en = keys(JSON.parse(readFileSync(join(dir, 'en', file), 'utf8')) as unknown);
    for (const base of singular(ar.filter((k) => plural.test(k)))) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(ar).toContain(`${base}_${form}`);
        expect(en).toContain(`${base}_${form}`);
      }
    }
  });
});

describe('digits', () => {
  // The app writes Western digits in both languages (lib/format.ts); a text with Arabic-Indic or Persian
  // digits ("لمدة ١٥ دقيقة") reads unlike the rest of the screen (issue 41.9).
  it.each(namespaces)('%s writes Western digits only', (file) => {
    for (const lang of ['ar', 'en']) {
      const text = readFileSync(join(dir, lang, file), 'utf8');
      expect(text.match(/.{0,20}[\u0660-\u0669\u06F0-\u06F9].{0,20}/gu), `${lang}/${file}`).toBeNull();
    }
  });
});

describe('counts in Arabic', () => {
  // 'نقل 3 طلب', '1 طلبات': a count before its noun needs the noun's plural form, so such a text must be a
  // plural key. 'label: {{count}}' and 'X من Y' read well with any number and may stay single.
  it.each(namespaces)('%s puts no count before a noun outside a plural key', (file) => {
    const ar = JSON.parse(readFileSync(join(dir, 'ar', file), 'utf8')) as unknown;
    const texts = (value: unknown, prefix = ''): [string, string][] =>
      typeof value === 'string'
        ? [[prefix, value]]
        : Object.entries(value as object).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
    const bare = texts(ar)
      .filter(([key]) => !plural.test(key))
      .filter(([, text]) => /\{\{(count|total|limit|radius|seconds)\}\} (?!من )[\u0621-\u064A]/.test(text));
    expect(bare).toEqual([]);
  });

  it('read grammatically: the translator picks the form with Intl.PluralRules', async () => {
    const { Translator } = await import('@/lib/translator');
    const ar = JSON.parse(readFileSync(join(dir, 'ar', 'orders.json'), 'utf8')) as Record<string, unknown>;
    const en = JSON.parse(readFileSync(join(dir, 'en', 'orders.json'), 'utf8')) as Record<string, unknown>;
    const i18n = new Translator('ar', 'orders');
    i18n.addResourceBundle('ar', 'orders', ar);
    i18n.addResourceBundle('en', 'orders', en);
    const found = (count: number, lng = 'ar') => i18n.t('search.found', { count, lng });
    expect(found(1)).toBe('وُجد طلب واحد');
    expect(found(2)).toBe('وُجد طلبان');
    expect(found(4)).toBe('وُجدت 4 طلبات');
    expect(found(11)).toBe('وُجد 11 طلبًا');
    expect(found(100)).toBe('وُجد 100 طلب');
    expect(found(1, 'en')).toBe('1 order found');
    expect(found(4, 'en')).toBe('4 orders found');
  });
});
