/** A non-negative decimal text as a whole number of cents (exact, whatever its length). */
function cents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** `a - b` for decimal texts, to the cent ("1000" − "45.00" → "955.00"): what the client receives. */
export function subtractAmounts(a: string, b: string): string {
  const difference = cents(a) - cents(b);
  const abs = difference < 0n ? -difference : difference;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return difference < 0n ? `-${text}` : text;
}

/** True when the text is a plain non-negative decimal (what the amount rule accepts). */
export function isAmount(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value.trim());
}
