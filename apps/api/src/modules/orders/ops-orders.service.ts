// Over 400 lines: the desk's moves and its requests' answers share the move helpers; the requests
// are the seam to split along next (issue 34). The row mapping and money helpers are in ops-order-rows.ts.
import {
  canOpsMove,
  opsMovesNeedingCaptain,
  opsMovesNeedingReason,
  orderStatusByCode,
  orderStatusLabelKey,
  orderStatuses,
  reasonTypes,
  resendTypes,
  translate,
  type Language,
  type MessageKey,
  type OpsOrderMoveBody,
  type OrderAttempts,
  type OpsOrdersQuery,
  type OpsRequest,
  type OpsRequestsQuery,
  type OrderRequestKind,
  type OrderStatus,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { deskFailedAttempt, type RecordAttempt } from './desk-attempt';
import type { RunInTransaction } from '../../db/transaction';
import { transition } from '../../db/transition';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import type { ProductsService } from '../products/products.service';
import type { Notifier } from '../../lib/notifier';
import type { LookupsService } from '../lookups/lookups.service';
import type { OpsOrdersRepository, StaffActor } from './ops-orders.repository';
import { pageWindow } from './order-paging';
import { bulkMoveNotifications, type MovedOrder } from './ops-move-notifications';
import { readdressed, requestDetails } from './ops-request-details';
import type { OpsTimeLimitsService } from './ops-time-limits.service';
import { isoTime } from '../../lib/iso-time';
import { cents, moneyChanges, toOpsOrder } from './ops-order-rows';
import type { OrderUpdate } from './orders-query.repository';
import {
  ignoreStatusChanges,
  reportStatusChange,
  withStatusEvents,
  type StatusListener,
} from '../../db/status-events';

export interface StaffMovesDeps {
  ops: OpsOrdersRepository;
  transaction: RunInTransaction;
  notifier: Notifier;
  clock: Clock;
  /** Captains and governorates for the desk's search and move dialog. */
  lookups: Pick<LookupsService, 'assignableCaptains' | 'governorates' | 'captainExists'>;
  /** Stock leaves with a delivered order (clients with products, issue 9). */
  products: Pick<ProductsService, 'consumeForDeliveredOrders'>;
  /** Told of every status change inside its transaction (the webhooks outbox, decision 030). */
  onStatusChange?: StatusListener;
  /**
   * The captain app (decision 061): an order going out with a captain gets a new receiver's delivery code
   * in the move's transaction; the captains it joins or leaves are told after the commit.
   */
  captainRun?: {
    renewDeliveryCode: (tx: Db, orderId: number) => Promise<void>;
    tell?: ((captainId: number) => void) | undefined;
  };
  /** The client's fee per governorate (its cost table): an accepted resend re-prices the order. */
  shippingPrices: (clientId: number, tx: Db) => Promise<Map<number, string>>;
  /** The receiver's corrected address of an order (the receiver module's, decision 067). */
  receiverCorrection?: (
    orderId: number,
    tx: Db,
  ) => Promise<{ governorateId: number; areaId: number; address: string } | null>;
  /** An order's `{proof, last_attempts}` by code (decision 065's one expression), null: no such order. */
  attemptsByCode?: (code: string) => Promise<unknown>;
  /** Records a desk's failed delivery attempt (desk-attempt.ts). */
  recordAttempt?: RecordAttempt;
  /** What counts as overdue now: the desk's filter and its rows' badges (decision 060). */
  timeLimits: Pick<OpsTimeLimitsService, 'cuts'>;
}

/** A per-order refusal: a catalog key and its params, translated for the caller. */
class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly paramKeys: Record<string, MessageKey> = {},
  ) {
    super(key);
  }
}

const refusalText = (r: Refusal, lang: Language) =>
  translate(r.key, lang, {
    ...r.params,
    ...Object.fromEntries(Object.entries(r.paramKeys).map(([k, key]) => [k, translate(key, lang)])),
  });

/**
 * The staff orders desk (issue 7 §2, decision 023): moves along `opsMoves`, each order in its own
 * transaction with its log row (as the staff member) and the merchant's notification; the client
 * requests queue; the search across every client.
 */
export function createStaffMovesService(deps: StaffMovesDeps) {
  const { ops } = deps;

  /** What a move needs besides the state machine: checked once for the whole batch. */
  async function prepare(body: OpsOrderMoveBody, lang: Language) {
    const to = body.status;
    if (opsMovesNeedingCaptain.includes(to)) {
      if (!body.captain_id) throw new Refusal('opsOrders.captainRequired');
      if (!(await deps.lookups.captainExists(body.captain_id))) throw new Refusal('opsOrders.captainUnknown');
    }
    let reason: { id: number; name: string } | undefined;
    if (body.reason_id) {
      reason = await ops.reason(body.reason_id, reasonTypes.order_delay, lang);
      if (!reason) throw new Refusal('opsOrders.reasonUnknown');
    }
    if (opsMovesNeedingReason.includes(to) && !reason)
      throw new Refusal('opsOrders.reasonRequired', {}, { to: orderStatusLabelKey(to) });
    return reason;
  }

  async function moveOne(
    code: string,
    body: OpsOrderMoveBody,
    reason: { id: number; name: string } | undefined,
    actor: StaffActor,
    /** A bulk move notifies each client once, after its moves (issue 35.8): none per order then. */
    notify = true,
  ): Promise<{ clientId: number; id: number }> {
    let moved: { clientId: number; id: number } | undefined;
    const to = body.status;
    const toCode = orderStatuses[to];
    let push: (() => void) | undefined;
    const captainsTold = new Set<number>();
    try {
      await transition(
        deps.transaction,
        withStatusEvents(ops.movableByCode(code, actor), deps.onStatusChange ?? ignoreStatusChanges),
        (row) => {
          const from = orderStatusByCode(row.status) as OrderStatus;
          if (!canOpsMove(from, to))
            throw new Refusal(
              'opsOrders.moveNotAllowed',
              {},
              { from: orderStatusLabelKey(from), to: orderStatusLabelKey(to) },
            );
          // An order held for want of the receiver's confirmation goes to no captain (decision 067).
          if (row.held && (to === 'underway' || to === 'with_captain'))
            throw new Refusal('receiverConfirm.heldRefusal', { code: row.code });
          const now = deps.clock.now();
          const values: OrderUpdate = { status: toCode, updatedAt: now };
          if (to === 'with_captain') values.captainId = body.captain_id!;
          if (row.captainId !== null && from === 'with_captain') captainsTold.add(row.captainId);
          if (to === 'with_captain') captainsTold.add(body.captain_id!);
          if (to === 'underway' && !row.executionDate) values.executionDate = now;
          if (to === 'delayed') values.delayDate = now.toISOString().slice(0, 10);
          if (to === 'uncompleted') values.cancelReasonId = reason!.id;
          if (to === 'returned') {
            values.returnToSenderDate = now;
            values.returnReason = reason!.name;
            // The return fee of the cost table, charged once (decision 076): the ledger deducts it.
            if (row.returnCost === null && row.returnPrice !== null) values.returnCost = row.returnPrice;
          }
          if (to === 'given') {
            const received = body.received_amount ?? row.amountToBeCollected;
            if (cents(received) !== cents(row.amountToBeCollected) && !reason)
              throw new Refusal('opsOrders.partialNeedsReason');
            values.receivedAmount = received;
            values.deliveryDate = now;
          }
          const note = [reason ? `reason:${reason.id} ${reason.name}` : null, body.note || null]
            .filter(Boolean)
            .join(' · ');
          // A failure at the door recorded at the desk keeps its reason code (desk-attempt.ts).
          const failedAttempt = deskFailedAttempt(row, from, to, body, now, deps.recordAttempt);
          // The merchant's notification goes with the update and its log row, in one statement (decision
          // 021, amendment of 2026-11-25): its push is made from the rows that statement returns.
          moved = { clientId: row.clientId, id: row.id };
          const notification =
            notify &&
            deps.notifier.statement([
              {
                clientId: row.clientId,
                type: 'order_status',
                messageKey: 'opsOrders.notify.status',
                params: { code: row.code, status: orderStatusLabelKey(to) },
                subject: { kind: 'order', id: row.id, code: row.code },
              },
            ]);
          return {
            values,
            log: {
              userId: null,
              actor: 'ops',
              actorName: actor.name,
              action: `ops_${to}`,
              fromStatus: row.status,
              toStatus: toCode,
              note: note || null,
              changes: moneyChanges(row, values),
            },
            before: failedAttempt,
            answer: notification
              ? {
                  sql: notification.sql,
                  read: (rows) => {
                    push = notification.pushOf(rows);
                  },
                }
              : undefined,
            after:
              to === 'given'
                ? async (tx) => void (await deps.products.consumeForDeliveredOrders(tx, [row.id]))
                : to === 'with_captain' && deps.captainRun
                  ? (tx) => deps.captainRun!.renewDeliveryCode(tx, row.id)
                  : undefined,
          };
        },
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new Refusal('opsOrders.unknownCode', { code });
      throw error;
    }
    push?.();
    for (const captainId of captainsTold) deps.captainRun?.tell?.(captainId);
    return moved!;
  }

  /** One notification per client for a bulk move (issue 35.8), after its moves committed. */
  async function notifyBulk(to: OrderStatus, moved: MovedOrder[]) {
    const items = bulkMoveNotifications(to, moved);
    if (items.length === 0) return;
    const push = await deps.transaction((tx) => deps.notifier.record(tx, items));
    push();
  }

  return {
    /** `POST /api/ops/orders/status`: every order on its own; refusals per order, in the caller's language. */
    async move(staff: StaffContext, body: OpsOrderMoveBody, lang: Language) {
      const actor: StaffActor = { staffId: staff.staffId, name: staff.name };
      const codes = [...new Set(body.codes)];
      const updated: string[] = [];
      const refused: { code: string; error_msg: string }[] = [];
      let reason: { id: number; name: string } | undefined;
      try {
        reason = await prepare(body, lang);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const error_msg = refusalText(error, lang);
        return { updated, refused: codes.map((code) => ({ code, error_msg })) };
      }
      const bulk = codes.length > 1;
      const moved: MovedOrder[] = [];
      for (const code of codes) {
        try {
          moved.push({ ...(await moveOne(code, body, reason, actor, !bulk)), code });
          updated.push(code);
        } catch (error) {
          if (error instanceof Refusal) refused.push({ code, error_msg: refusalText(error, lang) });
          else if (error instanceof AppError)
            refused.push({ code, error_msg: translate(`errors.${error.code}`, lang) });
          else throw error;
        }
      }
      if (bulk) await notifyBulk(body.status, moved);
      return { updated, refused };
    },

    /** What was recorded at the door of an order (any client's): its proof and failed attempts. */
    async attempts(code: string): Promise<OrderAttempts> {
      const found = await deps.attemptsByCode?.(code);
      if (!found) throw new AppError('NOT_FOUND');
      return found as OrderAttempts;
    },

    /** Active captains by name: the same list as the missions desk's picker (one function, decision 058). */
    captains: (search: string | undefined, lang: Language) => deps.lookups.assignableCaptains(lang, search),
    governorates: (lang: Language) => deps.lookups.governorates(lang),
    /** The reasons a delayed, uncompleted, returned or partially paid move takes (the order reasons table). */
    reasons: (lang: Language) => ops.reasons(reasonTypes.order_delay, lang),

    /** `GET /api/ops/orders`: every client's orders, newest first. */
    async search(query: OpsOrdersQuery, lang: Language) {
      const { page, perPage, ...filters } = query;
      const cuts = await deps.timeLimits.cuts();
      const count = await ops.count(filters, cuts);
      const window = pageWindow(page, perPage, count);
      const rows = window
        ? await ops.search(filters, { offset: (page - 1) * perPage, limit: perPage }, lang, cuts)
        : [];
      return { feed: rows.map(toOpsOrder), feed_count: count };
    },

    /** The desk's filter for its export (order-export's `exportDesk`): the same rows as `search`. */
    async exportWhere(query: Partial<OpsOrdersQuery>) {
      const { page: _page, perPage: _perPage, ...filters } = query;
      return ops.where(filters, await deps.timeLimits.cuts());
    },

    /** `GET /api/ops/requests`: the queue (oldest pending first; answered ones newest first). */
    async requests(query: OpsRequestsQuery, lang: Language) {
      const { page, perPage, ...filters } = query;
      const cuts = await deps.timeLimits.cuts();
      const page_ = { offset: (page - 1) * perPage, limit: perPage };
      const { rows, count } = await ops.requests(filters, page_, lang, cuts);
      const feed: OpsRequest[] = rows.map(({ request: r, code, status, client, overdue, ...asked }) => ({
        id: r.id,
        kind: r.kind as OrderRequestKind,
        state: r.state as OpsRequest['state'],
        order_id: r.orderId,
        code,
        client_id: r.clientId,
        client,
        status,
        note: r.note,
        details: requestDetails(r.kind as OrderRequestKind, r.note, asked, lang),
        by: r.actorName,
        created_at: isoTime(r.createdAt)!,
        answered_by: r.answeredByName,
        answered_at: isoTime(r.answeredAt),
        answer_note: r.answerNote,
        overdue: overdue ? { rule: 'request' as const, since: isoTime(r.createdAt)! } : null,
      }));
      return { feed, feed_count: count };
    },

    /**
     * Accept or reject a request, once. A rejection undoes what the client's action did when the order
     * is still where that action left it (status back, urgent or return flag off).
     */
    async answer(staff: StaffContext, id: number, accept: boolean, note: string | null | undefined) {
      let push: (() => void) | undefined;
      await deps.transaction(async (tx) => {
        const found = await ops.lockRequest(id, tx);
        if (!found) throw new AppError('NOT_FOUND');
        const { request, order } = found;
        if (request.state !== 'pending') throw new AppError('ACTION_ALREADY_EXECUTED');
        const now = deps.clock.now();
        const values: OrderUpdate = {};
        if (!accept) {
          const kind = request.kind as OrderRequestKind;
          if (request.fromStatus !== request.toStatus && order.status === request.toStatus) {
            values.status = request.fromStatus;
            if (kind === 'delay') values.delayDate = null;
            if (kind === 'cancel') values.cancelReasonId = null;
          }
          if (kind === 'urgent') values.isUrgent = false;
          if (kind === 'return_on_sender') values.returnRequestedAt = null;
        }
        let changes: Record<string, { from: unknown; to: unknown }> | null = null;
        if (accept && request.kind === 'resend' && order.resendType === resendTypes.newAddress) {
          const moved = readdressed(order, await deps.shippingPrices(order.clientId, tx));
          Object.assign(values, moved.values);
          changes = moved.changes;
        }
        // The receiver's corrected address (decision 067) is applied as a resend to a new address is.
        const correction =
          accept && request.kind === 'receiver_address'
            ? await deps.receiverCorrection?.(order.id, tx)
            : null;
        if (correction) {
          const asked = {
            ...order,
            resendGovernorateId: correction.governorateId,
            resendAreaId: correction.areaId,
            resendAddress: correction.address,
            resendPhone: null,
          };
          const moved = readdressed(asked, await deps.shippingPrices(order.clientId, tx));
          Object.assign(values, moved.values);
          changes = moved.changes;
        }
        // An accepted return stops the delivery (issue 35.6): the order leaves the captain's round as
        // uncompleted, the desk's next step being with_company → returned; where no such move exists
        // (already uncompleted, or resent) its return flag stays for the desk's return list.
        const from = orderStatusByCode(order.status) as OrderStatus;
        if (
          accept &&
          (request.kind === 'return_on_sender' || request.kind === 'receiver_cancel') &&
          canOpsMove(from, 'uncompleted')
        )
          values.status = orderStatuses.uncompleted;
        if (Object.keys(values).length > 0)
          await ops.updateOrder(order.id, { ...values, updatedAt: now }, tx);
        await ops.answerRequest(
          id,
          {
            state: accept ? 'accepted' : 'rejected',
            answeredBy: staff.staffId,
            answeredByName: staff.name,
            answeredAt: now,
            answerNote: note || null,
          },
          tx,
        );
        await ops.logOrder(
          {
            orderId: order.id,
            clientId: order.clientId,
            userId: null,
            staffId: staff.staffId,
            actor: 'ops',
            actorName: staff.name,
            action: accept ? `request_accepted:${request.kind}` : `request_rejected:${request.kind}`,
            fromStatus: order.status,
            toStatus: values.status ?? order.status,
            note: note || null,
            changes,
          },
          tx,
        );
        if (values.status !== undefined && values.status !== order.status)
          await reportStatusChange(
            deps.onStatusChange ?? ignoreStatusChanges,
            { clientId: order.clientId, code: order.code, from: order.status, to: values.status },
            tx,
          );
        push = await deps.notifier.record(tx, [
          {
            clientId: order.clientId,
            type: 'order_status',
            messageKey: accept ? 'opsOrders.notify.accepted' : 'opsOrders.notify.rejected',
            params: { code: order.code, request: `orderAction.${request.kind}` },
            subject: { kind: 'order', id: order.id, code: order.code },
          },
        ]);
      });
      push?.();
    },
  };
}

export { cents, toOpsOrder } from './ops-order-rows';

export type StaffMovesService = ReturnType<typeof createStaffMovesService>;
