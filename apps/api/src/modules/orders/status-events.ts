import type { Db } from '../../db/database';
import type { TransitionStore } from '../../db/transition';
import type { OrderRecord } from './orders.repository';

/** An order's status moved (codes, as stored); the listener writes in the change's own transaction `tx`. */
export interface OrderStatusChange {
  clientId: number;
  code: string;
  from: number;
  to: number;
}
export type OrderStatusListener = (change: OrderStatusChange, tx: Db) => Promise<void>;

export const ignoreStatusChanges: OrderStatusListener = async () => undefined;

/**
 * An order's `transition()` store that also reports a status change (its log row's from and to differ)
 * to `listener`, inside the same transaction: the webhooks outbox (decision 030) gets its event exactly
 * when the change commits, and none when it rolls back.
 */
export function withStatusEvents<
  Values,
  Entry extends { fromStatus?: number | null; toStatus?: number | null },
>(
  store: TransitionStore<OrderRecord, Values, Entry>,
  listener: OrderStatusListener,
): TransitionStore<OrderRecord, Values, Entry> {
  let row: OrderRecord | undefined;
  return {
    lock: async (tx) => (row = await store.lock(tx)),
    update: (values, tx) => store.update(values, tx),
    log: async (entry, tx) => {
      await store.log(entry, tx);
      const { fromStatus: from, toStatus: to } = entry;
      if (row && from != null && to != null && from !== to)
        await listener({ clientId: row.clientId, code: row.code, from, to }, tx);
    },
  };
}
