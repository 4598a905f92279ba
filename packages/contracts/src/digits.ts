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

/**
 * The app's one money format (issue 41.7): "1455" → "1,455.00", "-1375.5" → "-1,375.50"; Latin digits,
 * grouped, two decimals, in both languages. Works on the decimal text itself: 20-digit amounts keep every
 * digit. The currency ("ج.م" / "EGP") is the text's, around the param.
 */
export function formatMoney(value: string | number): string {
  const text = String(value).trim();
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const grouped = groupDigits(whole.replace(/^0+(?=\d)/, ''));
  return `${text.startsWith('-') ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The params that hold money: a plain decimal among them is written as money (formatMoney). */
const moneyParams = new Set(['amount']);

/**
 * A param as a text shows it: money as money, a quantity's whole number grouped, else as given. An
 * amount already written ("1,455.00") or not a number is left as it is.
 */
export function textParam(name: string, value: unknown): string {
  if (moneyParams.has(name) && /^-?\d+(\.\d+)?$/.test(String(value).trim()))
    return formatMoney(String(value));
  return quantityParams.has(name) && Number.isInteger(value) ? groupDigits(value as number) : String(value);
}
