import type { AuthContext } from '../../http/auth-guard';
import { actorFor } from './order-mapping';
import { createOrderActions, type OrderActionsDeps } from './orders-actions.service';
import { createOrderForm, type OrderFormDeps } from './orders-form.service';
import { createOrderLists, type OrderListsDeps } from './orders-lists.service';
import { createOrderMoney, type OrderMoneyDeps } from './orders-money.service';

// The orders module's one service for the routes and the other modules (they reach a module only
// through its *.service.ts): it composes the four parts, each a file with its own dependencies.

// Other modules map an order's actor through this file (the lint rule's one door into the module).
export { actorOf } from './order-mapping';

export type OrdersDeps = OrderListsDeps & OrderFormDeps & OrderActionsDeps & OrderMoneyDeps;

export function createOrdersService(deps: OrdersDeps) {
  const { checkReferences, ...form } = createOrderForm(deps);
  return {
    ...createOrderLists(deps),
    ...form,
    ...createOrderActions(deps, checkReferences),
    ...createOrderMoney(deps),
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
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
