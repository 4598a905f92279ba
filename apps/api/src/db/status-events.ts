import type { Db } from './database';
import type { TransitionStore } from './transition';

/**
 * A row's status moved (codes, as stored): an order (decision 007) or a pickup mission (decision 009).
 * The listener writes in the change's own transaction `tx`.
 */
export interface StatusChange {
  clientId: number;
  code: string;
  from: number;
  to: number;
}
export type StatusListener = (change: StatusChange, tx: Db) => Promise<void>;

export const ignoreStatusChanges: StatusListener = async () => undefined;

/**
 * A `transition()` store that also reports a status change (its log row's from and to differ) to
 * `listener`, inside the same transaction: the webhooks outbox (decision 030) gets its event exactly when
 * the change commits, and none when it rolls back.
 */
export function withStatusEvents<
  Row extends { clientId: number; code: string },
  Values,
  Entry extends { fromStatus?: number | null; toStatus?: number | null },
>(store: TransitionStore<Row, Values, Entry>, listener: StatusListener): TransitionStore<Row, Values, Entry> {
  let row: Row | undefined;
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
