import type { SQL } from 'drizzle-orm';
import type { Db } from './database';
import type { TransitionStore } from './transition';

/**
 * A row's status moved (codes, as stored): an order (decision 007) or a pickup mission (decision 009).
 */
export interface StatusChange {
  clientId: number;
  code: string;
  from: number;
  to: number;
  /** False for a test order's change (decision 074): its webhook says `livemode: false`. */
  livemode?: boolean;
}

/**
 * What a status change writes elsewhere (the webhooks outbox, decision 030): one data-modifying statement,
 * or null for nothing. It runs inside the change's transaction: in a `transition()` as part of the change's
 * own write (no round trip of its own), elsewhere through `reportStatusChange`.
 */
export type StatusListener = (change: StatusChange) => SQL | SQL[] | null;

export const ignoreStatusChanges: StatusListener = () => null;

/** Several listeners as one (the webhooks outbox and the receiver messages, decision 062): every statement. */
export const allStatusListeners =
  (...listeners: StatusListener[]): StatusListener =>
  (change) =>
    listeners.flatMap((listener) => [listener(change) ?? []].flat());

/** Runs the listener's statement for a change made outside `transition()` (a batch, an answer) in its `tx`. */
export async function reportStatusChange(listener: StatusListener, change: StatusChange, tx: Db) {
  for (const statement of [listener(change) ?? []].flat()) await tx.execute(statement);
}

/**
 * A `transition()` store that also reports a status change (its log row's from and to differ) to
 * `listener`, whose statement goes with the row's update and log row: the webhooks outbox gets its event
 * exactly when the change commits, and none when it rolls back.
 */
export function withStatusEvents<
  Row extends { clientId: number; code: string; test?: boolean },
  Values,
  Entry extends { fromStatus?: number | null; toStatus?: number | null },
>(store: TransitionStore<Row, Values, Entry>, listener: StatusListener): TransitionStore<Row, Values, Entry> {
  let row: Row | undefined;
  return {
    lock: async (tx) => (row = await store.lock(tx)),
    write: (values, entry, tx, also = [], answer) => {
      const { fromStatus: from, toStatus: to } = entry;
      const event =
        row && from != null && to != null && from !== to
          ? listener({
              clientId: row.clientId,
              code: row.code,
              from,
              to,
              ...(row.test ? { livemode: false } : {}),
            })
          : null;
      return store.write(values, entry, tx, event ? [...also, ...[event].flat()] : also, answer);
    },
  };
}
