import { formatMoney } from '@courier/contracts';

/** Money as the merchant's screens write it (contracts `formatMoney`), kept left-to-right in Arabic. */
export function MoneyText({ value }: { value: string }) {
  return <span dir="ltr">{formatMoney(value)}</span>;
}
