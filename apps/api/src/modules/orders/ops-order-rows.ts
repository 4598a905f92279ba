import type { OpsOrder } from '@courier/contracts';
import { isoTime } from '../../lib/iso-time';
import { toOrder } from './order-mapping';
import type { MovableOrder, OpsOrderRow } from './ops-orders.repository';
import type { OrderUpdate } from './orders-query.repository';

/** Money as hundredths in a bigint: exact comparison of two decimal texts, never a float. */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

export function toOpsOrder(row: OpsOrderRow): OpsOrder {
  const { actions: _actions, ...order } = toOrder(row, 'ops');
  const overdue =
    row.overdueRule && row.overdueSince ? { rule: row.overdueRule, since: isoTime(row.overdueSince)! } : null;
  return { ...order, client_id: row.clientId, client: row.clientName, overdue } as OpsOrder;
}

/** The money a move changed, for its log row: a delivery's received amount, a return's fee (076). */
export function moneyChanges(
  row: MovableOrder,
  values: OrderUpdate,
): Record<string, { from: unknown; to: unknown }> | null {
  if (values.receivedAmount !== undefined)
    return { receivedAmount: { from: row.receivedAmount, to: values.receivedAmount } };
  if (values.returnCost !== undefined) return { returnCost: { from: null, to: values.returnCost } };
  return null;
}
