import type { AttemptReason, OrderStatus } from '@courier/contracts';
import type { Db } from '../../db/database';
import type { DeliveryAttemptInsert } from './captain-orders.repository';

export type RecordAttempt = (tx: Db, attempt: DeliveryAttemptInsert) => Promise<number>;

/** The desk's moves that are a failed delivery when the order was with a captain (decision 068). */
const deskFailures: readonly OrderStatus[] = ['delayed', 'uncompleted'];

/**
 * A failure at the door recorded at the desk (staff moving an order "with captain" to "delayed" or
 * "uncompleted") is a failed attempt with the reason code the desk chose from the one table ('other'
 * when none), so the merchant's screens, the webhooks, the case and the receiver read the same code.
 * Written before the order's update (`Move.before`) so the move's own statement reads it.
 */
export function deskFailedAttempt(
  row: { id: number; clientId: number; captainId: number | null },
  from: OrderStatus,
  to: OrderStatus,
  body: { attempt_reason?: AttemptReason | null | undefined; note?: string | null | undefined },
  now: Date,
  record: RecordAttempt | undefined,
): ((tx: Db) => Promise<void>) | undefined {
  const captainId = row.captainId;
  if (from !== 'with_captain' || !deskFailures.includes(to) || captainId === null || !record)
    return undefined;
  return async (tx) => {
    await record(tx, {
      orderId: row.id,
      clientId: row.clientId,
      captainId,
      outcome: 'failed',
      reason: body.attempt_reason ?? 'other',
      note: body.note || null,
      actedAt: now,
    });
  };
}
