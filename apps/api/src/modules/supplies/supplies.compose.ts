import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { opsSuppliesRoutes } from './ops-supplies.routes';
import { createReconcileRepository } from './reconcile.repository';
import { createSuppliesRepository } from './supplies.repository';

/** The next supply day as SQL (decision 053), for the webhooks' order events (composed before supplies). */
export { nextSupplyDaySql } from './supplies.repository';
import { suppliesRoutes } from './supplies.routes';
import { createSuppliesService, type SupplyMissionsHooks } from './supplies.service';

/** One money path (decision 052): the client's supplies and the ops supplies desk. */
export function composeSupplies(
  { db, clock, transaction }: ComposeKit,
  given: {
    supplyMissions: SupplyMissionsHooks;
    orders: OrdersService;
    idempotent: Idempotent;
    notifier: NotificationsService['notifier'];
    webhooks: WebhooksService;
    /** The captains module's cash service (decision 058). */
    captainCash: { cashIn: (orderIds: number[]) => Promise<Set<number>> };
  },
) {
  const { supplyMissions, orders, idempotent, notifier, webhooks, captainCash } = given;
  const supplies = createSuppliesService({
    supplies: createSuppliesRepository(db),
    reconcile: createReconcileRepository(db),
    supplyMissions,
    clock,
    orders,
    idempotent,
    transaction,
    notifier,
    onSupplyCreated: webhooks.supplyCreated,
    cashIn: captainCash.cashIn,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(suppliesRoutes), { supplies });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsSuppliesRoutes), { supplies });
  };
  return { supplies, client, ops };
}
