// Without zod: the web app's runtime defaults read the ceiling at start (decision 006, sixth pass).

/** The business ceiling of the amount to collect, in EGP, unless the server's setting says otherwise. */
export const defaultAmountCeiling = 1_000_000;

/**
 * Is this non-negative decimal string above the ceiling? Compared as digits, never as a float (a
 * 20-digit amount is beyond a double's precision).
 */
export function isAboveCeiling(amount: string, ceiling: number): boolean {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const units = whole.replace(/^0+(?=\d)/, '');
  const max = String(Math.trunc(ceiling));
  if (units.length !== max.length) return units.length > max.length;
  if (units !== max) return units > max;
  return /[1-9]/.test(fraction);
}
