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

/**
 * "1234567" → "1,234,567": how a whole number shows in a text, in both languages (Latin digits, as every
 * screen writes them). Works on the digits' text, so a 20-digit amount keeps every digit.
 */
export function groupDigits(digits: number | string): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
