/**
 * How the courier hands a supply (the cash it collected) to the client. The ids are fixed codes, like
 * the mission types, so the form rules below can tell what each needs; the `payment_ways` table holds
 * their names in both languages.
 */
export const paymentWays = {
  cash_at_branch: 1,
  bank_transfer: 2,
  mobile_wallet: 3,
  cash_with_captain: 4,
} as const;
export type PaymentWay = keyof typeof paymentWays;
export type PaymentWayCode = (typeof paymentWays)[PaymentWay];

/** What a payment way needs besides itself: a branch to collect at, an account to pay into, an address. */
export type PaymentWayNeed = 'branch' | 'bank_account' | 'address';
export const paymentWayNeeds: Record<PaymentWay, PaymentWayNeed> = {
  cash_at_branch: 'branch',
  bank_transfer: 'bank_account',
  mobile_wallet: 'bank_account',
  cash_with_captain: 'address',
};
const paymentWayByCode = new Map(
  (Object.entries(paymentWays) as [PaymentWay, PaymentWayCode][]).map(([name, code]) => [code, name]),
);
export function paymentWayNeedOf(code: number): PaymentWayNeed | undefined {
  const name = paymentWayByCode.get(code as PaymentWayCode);
  return name ? paymentWayNeeds[name] : undefined;
}
