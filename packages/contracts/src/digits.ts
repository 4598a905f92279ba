const arabicIndic = '٠١٢٣٤٥٦٧٨٩';
const extendedArabicIndic = '۰۱۲۳۴۵۶۷۸۹';

/** Turns Arabic-Indic (and Persian) digits into ASCII digits; every other character is kept. */
export function normalizeDigits(value: string): string {
  let out = '';
  for (const ch of value) {
    const a = arabicIndic.indexOf(ch);
    const e = extendedArabicIndic.indexOf(ch);
    out += a >= 0 ? String(a) : e >= 0 ? String(e) : ch;
  }
  return out;
}
