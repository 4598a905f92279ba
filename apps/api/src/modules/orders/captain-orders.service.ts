import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  attemptReasonLabel,
  orderStatusByCode,
  orderStatusLabelKey,
  orderStatuses,
  translate,
  type DeliverBody,
  type FailAttemptBody,
  type Language,
  type OrderStatus,
  type RunStop,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ignoreStatusChanges, withStatusEvents, type StatusListener } from '../../db/status-events';
import { transition, type Move } from '../../db/transition';
import { AppError } from '../../http/app-error';
import type { CaptainContext } from '../../http/captain-guard';
import type { Upload } from '../../http/multipart-files';
import type { Notifier } from '../../lib/notifier';
import type { FilesService, WrittenFile } from '../files/files.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { ProductsService } from '../products/products.service';
import type {
  CaptainMovableOrder,
  CaptainOrdersRepository,
  DeliveryAttemptInsert,
  RunStopRow,
} from './captain-orders.repository';
import { cents } from './ops-orders.service';
import type { OrderLogInsert, OrderUpdate } from './orders-query.repository';

/** Wrong receiver codes an order takes before the code stops being accepted. */
export const deliveryCodeTries = 5;

export const newDeliveryCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const toStop = (row: RunStopRow): RunStop => ({
  id: row.id,
  code: row.code,
  bar_code: row.barCode,
  client: row.client,
  receiver: row.receiver,
  phone1: row.phone1,
  phone2: row.phone2,
  governorate: row.governorate,
  area: row.area,
  address: row.address,
  notes: row.notes,
  amount_to_be_collected: row.amountToBeCollected,
  scanned: row.scannedAt ? 1 : 0,
});

const sameCode = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

export interface CaptainOrdersDeps {
  captainOrders: CaptainOrdersRepository;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  idempotent: Idempotent;
  notifier: Notifier;
  clock: Clock;
  products: Pick<ProductsService, 'consumeForDeliveredOrders'>;
  /** The files module: a photo or signature is stored as ticket attachments are (decision 065). */
  files: Pick<FilesService, 'write' | 'record' | 'discard'>;
  /** The webhooks outbox (decision 030): the same listener as the desk's moves. */
  onStatusChange?: StatusListener;
}

/**
 * The captain's run and his moves from the field (issue 37, decision 061): deliver (with_captain → given)
 * and a failed attempt (with_captain → delayed) go through the desk's state machine, `transition()`, its
 * status events (webhooks) and the merchant's notification, with an attempt row holding the proof.
 * Each is once per Idempotency-Key (the phone's offline queue sends one per action).
 */
export function createCaptainOrdersService(deps: CaptainOrdersDeps) {
  const { captainOrders, clock } = deps;

  /** The office moved the order (another status or captain) since the phone last saw it: 409 in words. */
  function refuseIfMoved(row: { status: number; captainId: number | null }, captainId: number) {
    if (row.captainId === captainId && row.status === orderStatuses.with_captain) return;
    const status = orderStatusByCode(row.status) as OrderStatus;
    throw new AppError('CAPTAIN_ORDER_MOVED', { paramKeys: { status: orderStatusLabelKey(status) } });
  }

  /** One captain move: once per key, in one transaction, through the desk's transition and status events. */
  async function move(
    captain: CaptainContext,
    orderId: number,
    name: 'deliver' | 'fail',
    scope: { key: string | undefined; body: unknown },
    decide: (row: CaptainMovableOrder, now: Date) => Move<OrderUpdate, OrderLogInsert>,
    written: WrittenFile[] = [],
  ) {
    const owner = await captainOrders.orderOwner(orderId);
    if (!owner) {
      await deps.files.discard(written);
      throw new AppError('NOT_FOUND');
    }
    let push: (() => void) | undefined;
    // The image is written before the transaction (no I/O inside it) and removed again unless recorded:
    // when the move is refused, and when the key's first answer is replayed (its own image is kept).
    let recorded = false;
    const answer = await deps
      .idempotent(
        { clientId: owner.clientId, name: `captain:${captain.captainId}:${name}:${orderId}`, ...scope },
        async (tx) => {
          const oneTx = <T>(work: (t: Db) => Promise<T>) => work(tx);
          let status: OrderStatus = 'with_captain';
          await transition(
            oneTx,
            withStatusEvents(captainOrders.movable(orderId), deps.onStatusChange ?? ignoreStatusChanges),
            (row) => {
              refuseIfMoved(row, captain.captainId);
              const decided = decide(row, clock.now());
              status = orderStatusByCode(decided.values.status!) as OrderStatus;
              const notification = deps.notifier.statement([
                {
                  clientId: row.clientId,
                  type: 'order_status',
                  messageKey: 'opsOrders.notify.status',
                  params: { code: row.code, status: orderStatusLabelKey(status) },
                  subject: { kind: 'order', id: row.id, code: row.code },
                },
              ]);
              return {
                ...decided,
                answer: notification
                  ? { sql: notification.sql, read: (rows) => void (push = notification.pushOf(rows)) }
                  : undefined,
              };
            },
          );
          recorded = true;
          return { order_id: orderId, status };
        },
      )
      .finally(async () => {
        if (!recorded) await deps.files.discard(written);
      });
    push?.();
    return answer;
  }

  /**
   * Checks the request's image and writes it (with its thumbnail) through the files module: `one` for a
   * photo or signature proof, `none` for a code, `optional` for a failed attempt's photo. Images only.
   */
  function countImages(uploads: Upload[], wanted: 'one' | 'none' | 'optional') {
    const most = wanted === 'none' ? 0 : 1;
    if (uploads.length > most || (wanted === 'one' && uploads.length === 0))
      throw new AppError('PROOF_FILE_REQUIRED');
  }
  async function writeImage(uploads: Upload[], wanted: 'one' | 'none' | 'optional'): Promise<WrittenFile[]> {
    countImages(uploads, wanted);
    const written = await deps.files.write(uploads);
    if (written.every((file) => file.mime.startsWith('image/'))) return written;
    await deps.files.discard(written);
    throw new AppError('PROOF_IMAGE_ONLY');
  }

  /** The attempt row and the image it owns, written before the order's update (its webhook event reads them). */
  const recordAttempt = async (tx: Db, attempt: DeliveryAttemptInsert, written: WrittenFile[]) => {
    const id = await captainOrders.insertAttempt(tx, attempt);
    if (written.length > 0)
      await deps.files.record(tx, attempt.clientId, { kind: 'delivery_attempt', id }, written);
  };

  const attemptOf = (
    row: CaptainMovableOrder,
    captain: CaptainContext,
    body: { position?: { lat: number; lng: number } | null | undefined; at?: string | undefined },
    now: Date,
  ): Omit<DeliveryAttemptInsert, 'outcome'> => ({
    orderId: row.id,
    clientId: row.clientId,
    captainId: captain.captainId,
    lat: body.position?.lat ?? null,
    lng: body.position?.lng ?? null,
    // The phone's moment (an offline action arrives later), never in the future.
    actedAt: body.at && new Date(body.at) < now ? new Date(body.at) : now,
  });

  return {
    async run(captain: CaptainContext, lang: Language): Promise<RunStop[]> {
      return (await captainOrders.run(captain.captainId, lang)).map(toStop);
    },

    async reorder(captain: CaptainContext, orderIds: number[]): Promise<void> {
      await captainOrders.setRoute(captain.captainId, [...new Set(orderIds)]);
    },

    /** Scan to confirm: the parcel with this code is in his run (404 otherwise); marks it confirmed. */
    async scan(captain: CaptainContext, code: string, lang: Language): Promise<RunStop> {
      const row = await captainOrders.stopByCode(captain.captainId, code, lang);
      if (!row) throw new AppError('NOT_FOUND');
      const now = clock.now();
      await captainOrders.markScanned(captain.captainId, row.id, now);
      return toStop({ ...row, scannedAt: row.scannedAt ?? now });
    },

    async deliver(
      captain: CaptainContext,
      orderId: number,
      body: DeliverBody,
      key: string | undefined,
      uploads: Upload[] = [],
    ) {
      const owner = await captainOrders.orderOwner(orderId);
      if (!owner || owner.captainId !== captain.captainId) throw new AppError('NOT_FOUND');
      const { proof } = body;
      countImages(uploads, proof.kind === 'code' ? 'none' : 'one');
      if (proof.kind === 'code') {
        // The code is checked before the move, each wrong try committed on its own (a refusal rolls back).
        const stored = await captainOrders.deliveryCode(orderId);
        if (!stored || stored.wrongTries >= deliveryCodeTries) throw new AppError('DELIVERY_CODE_LOCKED');
        if (!sameCode(proof.code, stored.code)) {
          await captainOrders.countWrongCode(orderId);
          throw new AppError('DELIVERY_CODE_INVALID');
        }
      }
      const written = await writeImage(uploads, proof.kind === 'code' ? 'none' : 'one');
      return move(
        captain,
        orderId,
        'deliver',
        { key, body },
        (row, now) => {
          const collected = cents(body.collected_amount);
          const due = cents(row.amountToBeCollected);
          if (collected > due) throw new AppError('COLLECTED_ABOVE_COD');
          const partial = collected < due ? (body.partial_reason ?? null) : null;
          if (collected < due && !partial) throw new AppError('PARTIAL_AMOUNT_NEEDS_REASON');
          return {
            values: {
              status: orderStatuses.given,
              receivedAmount: body.collected_amount,
              deliveryDate: now,
              updatedAt: now,
            },
            log: {
              userId: null,
              actor: 'captain',
              actorName: captain.name,
              action: 'captain_given',
              fromStatus: row.status,
              toStatus: orderStatuses.given,
              note: partial ? `partial:${partial}` : null,
              changes: { receivedAmount: { from: row.receivedAmount, to: body.collected_amount } },
            },
            before: (tx) =>
              recordAttempt(
                tx,
                {
                  ...attemptOf(row, captain, body, now),
                  outcome: 'delivered',
                  proofKind: proof.kind,
                  collectedAmount: body.collected_amount,
                  partialReason: partial,
                },
                written,
              ),
            after: async (tx) => {
              await deps.products.consumeForDeliveredOrders(tx, [row.id]);
              if (proof.kind === 'code') await captainOrders.markCodeUsed(tx, row.id, now);
            },
          };
        },
        written,
      );
    },

    async fail(
      captain: CaptainContext,
      orderId: number,
      body: FailAttemptBody,
      key: string | undefined,
      uploads: Upload[] = [],
    ) {
      const written = await writeImage(uploads, 'optional');
      return move(
        captain,
        orderId,
        'fail',
        { key, body },
        (row, now) => ({
          values: {
            status: orderStatuses.delayed,
            delayDate: now.toISOString().slice(0, 10),
            updatedAt: now,
          },
          log: {
            userId: null,
            actor: 'captain',
            actorName: captain.name,
            action: 'captain_failed',
            fromStatus: row.status,
            toStatus: orderStatuses.delayed,
            note: [
              `attempt:${body.reason}`,
              translate('captain.log.failed', 'ar', { reason: attemptReasonLabel(body.reason, 'ar') }),
              body.note || null,
            ]
              .filter(Boolean)
              .join(' · '),
          },
          before: (tx) =>
            recordAttempt(
              tx,
              {
                ...attemptOf(row, captain, body, now),
                outcome: 'failed',
                reason: body.reason,
                note: body.note || null,
              },
              written,
            ),
        }),
        written,
      );
    },

    /** The receiver's current delivery code (the receiver messages send it); null before it goes out. */
    async deliveryCodeFor(orderId: number): Promise<string | null> {
      return (await captainOrders.deliveryCode(orderId))?.code ?? null;
    },

    /** A new code when the order goes out with a captain (called in the desk's move transaction). */
    renewDeliveryCode: (tx: Db, orderId: number) =>
      captainOrders.renewDeliveryCode(tx, orderId, newDeliveryCode()),
  };
}

export type CaptainOrdersService = ReturnType<typeof createCaptainOrdersService>;
