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

/**
 * The params that hold quantities, in the web's texts and the server's messages: a whole number among them
 * is written grouped ("20,000 orders", "1–20 of 1,000,000", "at most 20,000 rows"). Ids, codes, ordinals
 * (`n`), pages and spreadsheet rows are names, not quantities, and stay as they are.
 */
const quantityParams = new Set([
  'count',
  'total',
  'from',
  'to',
  'max',
  'shown',
  'sent',
  'received',
  'rows',
  'selected',
  'found',
  'missing',
  'done',
  'sendable',
  'active',
  'bestCount',
  'quantity',
]);

/** A param as a text shows it: grouped when it is a quantity's whole number, else as given. */
export function textParam(name: string, value: unknown): string {
  return quantityParams.has(name) && Number.isInteger(value) ? groupDigits(value as number) : String(value);
}
