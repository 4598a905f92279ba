import { awaitsPayout, orderStatuses, type Order } from '@courier/contracts';

/**
 * What an order means for the merchant's cash, in one line for the lists and the details (issue 35):
 * a delivered order's cash arrives on its payout date (the next supply, decision 053); a supplied one
 * was paid (its net, on its deposit day); a returned one brings no cash, and the ledger deducts no fee
 * for it (only delivered orders are netted, decision 052). Any other order has nothing to say yet.
 */
export type PayoutLine =
  | { key: 'arrives'; day: string }
  | { key: 'nextSupply' }
  | { key: 'paid'; amount: string; day: string | null }
  | { key: 'returned' };

const returnedStatuses: readonly number[] = [
  orderStatuses.with_company,
  orderStatuses.returned,
  orderStatuses.missing_return,
  orderStatuses.expired_return,
];

type PayoutFields = Pick<Order, 'status' | 'cash_amount' | 'deposit_date'> & { payout_date?: string | null };

export function payoutLine(order: PayoutFields): PayoutLine | null {
  if (awaitsPayout(order.status))
    return order.payout_date ? { key: 'arrives', day: order.payout_date } : { key: 'nextSupply' };
  if (order.status === orderStatuses.wallet)
    return { key: 'paid', amount: order.cash_amount ?? '0', day: order.deposit_date };
  if (returnedStatuses.includes(order.status)) return { key: 'returned' };
  return null;
}
