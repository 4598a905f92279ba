import {
  cairoDay,
  checkOrderAction,
  orderActionLabelKey,
  orderRequestKinds,
  orderStatusByCode,
  orderStatusLabelKey,
  orderStatuses,
  reasonTypes,
  type MessageKey,
  type OrderAction,
  type OrderActor,
  type OrderEdit,
  type OrderRequestKind,
  type ResendRequest,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ignoreStatusChanges, withStatusEvents, type StatusListener } from '../../db/status-events';
import type { RunInTransaction } from '../../db/transaction';
import { transition } from '../../db/transition';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { actorFor, actorOf, formToColumns } from './order-mapping';
import type { OrdersRepository } from './orders.repository';
import type { Actor, OrderRecord, OrderUpdate } from './orders-query.repository';

// The orders service's client actions: each one through the state machine in `transition()` (decision
// 007), with its log row and, for a request, its row in the staff desk's queue.

export interface OrderActionsDeps {
  orders: OrdersRepository;
  transaction: RunInTransaction;
  clock: Clock;
  /** The display name of a user (for the log's "who"). */
  userName: (userId: number) => Promise<string>;
  /** Told of every status change inside its transaction (the webhooks outbox, decision 030). */
  onStatusChange?: StatusListener;
  /**
   * Forgets the photos and signatures of an order's delivery attempts in the transaction; the answer
   * removes their bytes after the commit (a deleted order keeps no proof image; the files module's).
   */
  dropAttemptFiles?: (tx: Db, orderId: number) => Promise<() => Promise<void>>;
}

export type ActionChange = (row: OrderRecord) => {
  values?: OrderUpdate;
  note?: string | null;
  changes?: Record<string, { from: unknown; to: unknown }> | null;
  after?: (tx: Db, actor: Actor) => Promise<void>;
};

export function createOrderActions(
  deps: OrderActionsDeps,
  checkReferences: (clientId: number, forms: OrderEdit[]) => Promise<void>,
) {
  const repo = deps.orders;
  const movable = (actor: Actor, id: number) =>
    withStatusEvents(repo.movable(actor, id), deps.onStatusChange ?? ignoreStatusChanges);

  /** The state machine's answer for this action on this row: the status it leads to, or a refusal. */
  function checked(orderActor: OrderActor, row: OrderRecord, action: OrderAction) {
    const status = orderStatusByCode(row.status)!;
    const check = checkOrderAction(orderActor, action, status);
    if (!check.ok) {
      const paramKeys: Record<string, MessageKey> = {
        action: orderActionLabelKey(action),
        status: orderStatusLabelKey(status),
      };
      throw new AppError(check.reason === 'role' ? 'ORDER_ACTION_ADMIN_ONLY' : 'ORDER_ACTION_NOT_ALLOWED', {
        paramKeys,
      });
    }
    return check.to;
  }

  /** Runs one action through `transition()`: lock, check the state machine, update, log, one transaction. */
  async function act(session: AuthContext, id: number, action: OrderAction, change?: ActionChange) {
    await actAs(await actorFor(deps.userName, session), actorOf(session), id, action, change);
  }

  /**
   * The same for an actor without a session of its own (the receiver's request, the merchant's default at
   * a failed attempt's deadline; decision 068): named in the log, checked as `orderActor`.
   */
  async function actAs(
    actor: Actor,
    orderActor: OrderActor,
    id: number,
    action: OrderAction,
    change: ActionChange = () => ({}),
    /** A bulk decision runs many moves in its own transaction (decision 071); by default, one each. */
    run: RunInTransaction = deps.transaction,
  ): Promise<void> {
    await transition(run, movable(actor, id), (row) => {
      const to = checked(orderActor, row, action);
      const { values = {}, note = null, changes = null, after } = change(row);
      const toStatus = to ? orderStatuses[to] : row.status;
      return {
        values: { ...values, ...(to ? { status: toStatus } : {}), updatedAt: deps.clock.now() },
        log: {
          userId: actor.userId,
          actor: 'client',
          actorName: actor.name,
          action,
          fromStatus: row.status,
          toStatus,
          note,
          changes,
        },
        after: async (tx) => {
          await after?.(tx, actor);
          // What the client asked reaches the staff desk's queue (issue 7 §2, decision 023).
          // A test order's never does (decision 074).
          if (!row.test && (orderRequestKinds as readonly string[]).includes(action))
            await repo.addRequest(
              {
                orderId: row.id,
                clientId: actor.clientId,
                userId: actor.userId,
                actorName: actor.name,
                kind: action as OrderRequestKind,
                fromStatus: row.status,
                toStatus,
                note,
              },
              tx,
            );
        },
      };
    });
  }

  return {
    actAs,
    async edit(session: AuthContext, form: OrderEdit) {
      await checkReferences(session.clientId, [form]);
      const prices = await repo.shippingPrices(session.clientId);
      await act(session, form.id, 'edit', (row) => {
        const next = formToColumns(form, prices.get(form.government) ?? row.shippingCost);
        // An edit that sends no product lines keeps the order's lines (the edit form does not show them).
        if (form.products === undefined) next.products = row.products;
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const [key, value] of Object.entries(next) as [keyof typeof next, unknown][]) {
          const before = row[key as keyof typeof row];
          if (JSON.stringify(before ?? null) !== JSON.stringify(value ?? null))
            changes[key] = { from: before, to: value };
        }
        const status = orderStatusByCode(row.status)!;
        // The place is settled with the amount: once a captain carries the parcel neither may change.
        if (
          (changes.governorateId || changes.areaId) &&
          !checkOrderAction(actorOf(session), 'edit_amount', status).ok
        )
          throw new AppError('PLACE_NOT_EDITABLE');
        if (
          changes.amountToBeCollected &&
          Number(row.amountToBeCollected) !== Number(next.amountToBeCollected)
        ) {
          if (!checkOrderAction(actorOf(session), 'edit_amount', status).ok)
            throw new AppError('AMOUNT_NOT_EDITABLE');
          // spec §5 reasonCollectedAmount (decision 070): a changed amount says why, in the order's log.
          if (!form.reasonCollectedAmount)
            throw new AppError('VALIDATION_FAILED', {
              errors: { reasonCollectedAmount: ['validation.required'] },
            });
        } else {
          delete changes.amountToBeCollected;
        }
        const { amountToBeCollected: _amount, ...rest } = next;
        return {
          values: changes.amountToBeCollected ? next : rest,
          changes,
          note: changes.amountToBeCollected ? (form.reasonCollectedAmount ?? null) : null,
        };
      });
    },

    send: (s: AuthContext, id: number) =>
      act(s, id, 'send', () => ({ values: { sentAt: deps.clock.now() } })),
    unsend: (s: AuthContext, id: number) => act(s, id, 'unsend', () => ({ values: { sentAt: null } })),
    async archive(s: AuthContext, id: number) {
      let removeBytes: (() => Promise<void>) | undefined;
      await act(s, id, 'archive', () => ({
        after: async (tx) => {
          removeBytes = await deps.dropAttemptFiles?.(tx, id);
        },
      }));
      await removeBytes?.();
    },
    urgent: (s: AuthContext, id: number) =>
      act(s, id, 'urgent', (row) => {
        if (row.isUrgent) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { isUrgent: true } };
      }),
    async cancel(s: AuthContext, id: number, reasonId: number) {
      if (!(await repo.reason(reasonId, reasonTypes.order_delay)))
        throw new AppError('VALIDATION_FAILED', { errors: { type: ['validation.invalid'] } });
      await act(s, id, 'cancel', () => ({
        values: { cancelReasonId: reasonId },
        note: `reason:${reasonId}`,
      }));
    },
    rate: (s: AuthContext, id: number, rate: number, note: string | undefined) =>
      act(s, id, 'rate', (row) => {
        if (row.rate !== null) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { rate, rateNote: note ?? null }, note: note ?? null };
      }),
    /**
     * A resend request: to the receiver again (1) or to a new address (2, with governorate, area,
     * address and phone, checked like the order form's). The request is kept on the order for the
     * courier's desk and logged with its address; it replaces an earlier return request.
     */
    async resend(s: AuthContext, request: ResendRequest) {
      const address = request.newAddress;
      if (address) {
        const areaOwners = await repo.areaGovernorates([address.area]);
        if (areaOwners.get(address.area) !== address.government)
          throw new AppError('VALIDATION_FAILED', { errors: { area: ['validation.invalid'] } });
      }
      await act(s, request.orderId, 'resend', () => ({
        values: {
          returnRequestedAt: null,
          resendType: request.type,
          resendRequestedAt: deps.clock.now(),
          resendGovernorateId: address?.government ?? null,
          resendAreaId: address?.area ?? null,
          resendAddress: address?.address ?? null,
          resendPhone: address?.phone1 ?? null,
        },
        note: `type:${request.type}`,
        changes: address
          ? {
              resendGovernorateId: { from: null, to: address.government },
              resendAreaId: { from: null, to: address.area },
              resendAddress: { from: null, to: address.address },
              resendPhone: { from: null, to: address.phone1 },
            }
          : null,
      }));
    },
    /** The return's value (spec §5 returnValue, decision 078) is kept on the order for the desk's queue. */
    returnOnSender: (
      s: AuthContext,
      input: { id: number; returnValue: string; notes?: string | undefined },
    ) =>
      act(s, input.id, 'return_on_sender', (row) => {
        if (row.returnRequestedAt) throw new AppError('ACTION_ALREADY_EXECUTED');
        return {
          values: { returnRequestedAt: deps.clock.now(), returnValue: input.returnValue },
          note: input.notes ?? null,
        };
      }),
    async delay(
      s: AuthContext,
      input: { id: number; delayDate: string; reason_id?: number | undefined; notes?: string | undefined },
    ) {
      // The Cairo business day, like every other "today" (contracts business-day.ts).
      const today = cairoDay(deps.clock.now());
      if (input.delayDate < today)
        throw new AppError('VALIDATION_FAILED', { errors: { delayDate: ['validation.date'] } });
      if (input.reason_id !== undefined && !(await repo.reason(input.reason_id, reasonTypes.order_delay))) {
        throw new AppError('VALIDATION_FAILED', { errors: { reason_id: ['validation.invalid'] } });
      }
      await act(s, input.id, 'delay', () => ({
        values: { delayDate: input.delayDate },
        note: input.delayDate,
        after: (tx, actor) =>
          repo.addDelayRequest(
            {
              orderId: input.id,
              clientId: actor.clientId,
              userId: actor.userId,
              actorName: actor.name,
              delayDate: input.delayDate,
              reasonId: input.reason_id ?? null,
              notes: input.notes ?? null,
            },
            tx,
          ),
      }));
    },
  };
}
