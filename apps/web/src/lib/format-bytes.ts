import type { Language } from '@courier/contracts';

/** "12.5 KB" / "12.5 كيلوبايت" (Latin digits in both, as on the rest of the file screens). */
export function formatBytes(bytes: number, lang: Language): string {
  const kb = bytes / 1024;
  const mega = kb >= 1024;
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en', {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(mega ? kb / 1024 : Math.max(kb, 0.1));
}
