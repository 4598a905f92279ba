import { orderStatusLabelKey, type OrderStatus } from '@courier/contracts';
import type { NotificationInput } from '../../lib/notifier';

/** An order a bulk move moved. */
export interface MovedOrder {
  clientId: number;
  id: number;
  code: string;
}

/**
 * One notification per client for a bulk move (issue 35.8: one move of 36 orders made 36): "N of your
 * orders are now …", linking to those orders (`orders`, their codes), or the order's own for one.
 */
export function bulkMoveNotifications(to: OrderStatus, moved: MovedOrder[]): NotificationInput[] {
  const byClient = new Map<number, MovedOrder[]>();
  for (const m of moved) byClient.set(m.clientId, [...(byClient.get(m.clientId) ?? []), m]);
  return [...byClient].map(([clientId, list]): NotificationInput => {
    const first = list[0]!;
    return list.length === 1
      ? {
          clientId,
          type: 'order_status',
          messageKey: 'opsOrders.notify.status',
          params: { code: first.code, status: orderStatusLabelKey(to) },
          subject: { kind: 'order', id: first.id, code: first.code },
        }
      : {
          clientId,
          type: 'order_status',
          messageKey: 'opsOrders.notify.bulkStatus',
          params: { count: list.length, status: orderStatusLabelKey(to) },
          subject: { kind: 'orders', id: first.id, code: list.map((m) => m.code).join(',') },
        };
  });
}
