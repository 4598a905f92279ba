/** The languages of the product, in one list; Arabic first because it is the default. */
export const languages = [
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'en', label: 'English', rtl: false },
] as const;

export type Language = (typeof languages)[number]['code'];

export const defaultLanguage: Language = 'ar';

/**
 * Days the dashboard chart covers (spec §9): the last week in English, the last 30 days in Arabic. Here,
 * not with the chart's schema in dashboard.ts, so the home page reads it without loading zod.
 */
export const chartDaysByLanguage: Record<Language, number> = { en: 7, ar: 30 };

export function isLanguage(value: unknown): value is Language {
  return languages.some((l) => l.code === value);
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return languages.find((l) => l.code === lang)?.rtl ? 'rtl' : 'ltr';
}

/** Picks `ar` or `en` from an Accept-Language header; anything else falls back to Arabic. */
export function parseAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
