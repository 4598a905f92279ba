import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/auth-guard';
import { actorFor } from './order-mapping';
import { createOrderActions, type OrderActionsDeps } from './orders-actions.service';
import { createOrderForm, type OrderFormDeps } from './orders-form.service';
import { createOrderLists, type OrderListsDeps } from './orders-lists.service';
import { createOrderMoney, type OrderMoneyDeps } from './orders-money.service';
import { createOrderTestMoves } from './orders-test-mode.service';

// The orders module's one service for the routes and the other modules (they reach a module only
// through its *.service.ts): it composes the four parts, each a file with its own dependencies.

// Other modules map an order's actor through this file (the lint rule's one door into the module).
export { actorOf } from './order-mapping';
export type { CreatedOrder } from './orders-form.service';

export type OrdersDeps = OrderListsDeps & OrderFormDeps & OrderActionsDeps & OrderMoneyDeps;

export function createOrdersService(deps: OrdersDeps) {
  const { checkReferences, ...form } = createOrderForm(deps);
  return {
    ...createOrderLists(deps),
    ...form,
    ...createOrderActions(deps, checkReferences),
    ...createOrderMoney(deps),
    ...createOrderTestMoves(deps),
    actorFor: (session: AuthContext) => actorFor(deps.userName, session),
    /** The system's note on an order's log (a receiver message sent, its receipt; decision 062). */
    logSystemNote: (order: { id: number; clientId: number }, action: string, note: string) =>
      deps.orders.addLog({
        orderId: order.id,
        clientId: order.clientId,
        actor: 'system',
        actorName: 'system',
        action,
        note,
      }),
    /**
     * A receiver's answer to a confirmation request, a hold or a release (decision 067), in the receiver
     * module's transaction: the order's log as the receiver or the system, the desk's request (as a
     * merchant's own request reaches it), the order touched so that its lists refresh.
     */
    async receiverNoted(
      tx: Db,
      n: {
        orderId: number;
        clientId: number;
        status?: number;
        action: string;
        note: string | null;
        request?: string;
        appendNotes?: string | null;
      },
    ) {
      const actorName = n.request ? 'receiver' : 'system';
      const statuses = n.status === undefined ? {} : { fromStatus: n.status, toStatus: n.status };
      await deps.orders.addLog(
        {
          orderId: n.orderId,
          clientId: n.clientId,
          actor: 'system',
          actorName,
          action: n.action,
          note: n.note,
          ...statuses,
        },
        tx,
      );
      if (n.request && n.status !== undefined)
        await deps.orders.addRequest(
          {
            orderId: n.orderId,
            clientId: n.clientId,
            actorName,
            kind: n.request,
            fromStatus: n.status,
            toStatus: n.status,
            note: n.note,
          },
          tx,
        );
      await deps.orders.receiverTouch(n.orderId, n.appendNotes ?? null, deps.clock.now(), tx);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
