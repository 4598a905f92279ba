import { canOpsMove, orderStatusByCode, orderStatuses } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import {
  ignoreStatusChanges,
  reportStatusChange,
  withStatusEvents,
  type StatusListener,
} from '../../db/status-events';
import type { RunInTransaction } from '../../db/transaction';
import { transition } from '../../db/transition';
import { AppError } from '../../http/app-error';
import type { OrdersRepository } from './orders.repository';
import type { Actor, OwedOrder } from './orders-query.repository';

// The orders service's money and staff-driven part: what a client is owed, the supply that settles it
// (decision 024) and a pickup's move of the client's sent orders (decision 025).

export interface OrderMoneyDeps {
  orders: OrdersRepository;
  clock: Clock;
  /** Told of every status change inside its transaction (the webhooks outbox, decision 030). */
  onStatusChange?: StatusListener;
}

export function createOrderMoney(deps: OrderMoneyDeps) {
  const repo = deps.orders;
  const movable = (actor: Actor, id: number) =>
    withStatusEvents(repo.movable(actor, id), deps.onStatusChange ?? ignoreStatusChanges);

  return {
    /** The ops supplies desk: what a client is owed now (its delivered, unsettled orders). */
    owedOrders: (clientId: number) => repo.owed(clientId, undefined, { lock: false }),

    /**
     * Settles a client's owed lines for a supply, inside the supply's transaction `tx`: every given order
     * (or the given `codes`, each of which must owe something) is locked and moved given → wallet through
     * `transition()` with its log row written as the staff member, and every return fee still owed is
     * marked deducted by this supply (decision 076). Answers the settled lines with their amounts; none
     * left is SUPPLY_NOTHING_OWED.
     */
    async settleForSupply(
      staff: { name: string },
      clientId: number,
      codes: string[] | undefined,
      supply: { id: number },
      tx: Db,
    ): Promise<OwedOrder[]> {
      const owed = await repo.owed(clientId, codes, { lock: true }, tx);
      if (codes) {
        const settled = new Set(owed.flatMap((o) => [o.code]));
        const rows = await repo.codesStatus(clientId, codes, tx);
        const known = new Set(rows.flatMap((r) => [r.code, r.barCode ?? '']));
        const unknown = codes.filter((c) => !known.has(c));
        if (unknown.length > 0)
          throw new AppError('VALIDATION_FAILED', { errors: { order_codes: ['validation.invalid'] } });
        const notOwed = rows.filter((r) => !settled.has(r.code)).map((r) => r.code);
        if (notOwed.length > 0)
          throw new AppError('SUPPLY_ORDERS_NOT_OWED', { params: { codes: notOwed.join(', ') } });
      }
      if (owed.length === 0) throw new AppError('SUPPLY_NOTHING_OWED');
      const actor: Actor = { clientId, userId: null, name: staff.name };
      const inTx: RunInTransaction = (work) => work(tx);
      const now = deps.clock.now();
      const deliveries = owed.filter((o) => o.kind === 'delivery');
      const byId = new Map(deliveries.map((o) => [o.id, o]));
      for (const order of deliveries) {
        await transition(inTx, movable(actor, order.id), (row) => {
          const from = orderStatusByCode(row.status)!;
          if (!canOpsMove(from, 'wallet'))
            throw new AppError('SUPPLY_ORDERS_NOT_OWED', { params: { codes: row.code } });
          return {
            values: {
              status: orderStatuses.wallet,
              cashAmount: byId.get(row.id)!.net,
              depositDate: now,
              updatedAt: now,
            },
            log: {
              userId: null,
              actor: 'ops',
              actorName: staff.name,
              action: 'supply',
              fromStatus: row.status,
              toStatus: orderStatuses.wallet,
              note: `supply:${supply.id}`,
              changes: null,
            },
          };
        });
      }
      const returnFees = owed.filter((o) => o.kind === 'return');
      await repo.settleReturnFees(clientId, returnFees, supply.id, staff.name, now, tx);
      return owed;
    },
    /**
     * The courier executed a pickup mission (issue 7 §3): these orders of the client that are still
     * `sent` go to `underway`, logged as the staff member, inside the caller's transaction.
     */
    async pickUp(clientId: number, ids: number[], staff: { name: string; note: string | null }, tx: Db) {
      const moved = await repo.pickUp(clientId, ids, staff, deps.clock.now(), tx);
      const listener = deps.onStatusChange ?? ignoreStatusChanges;
      for (const order of moved)
        await reportStatusChange(
          listener,
          { clientId, code: order.code, from: orderStatuses.sent, to: orderStatuses.underway },
          tx,
        );
      return moved;
    },
  };
}
