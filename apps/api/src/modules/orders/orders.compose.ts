import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { PageCache } from '../../lib/page-cache';
import type { AccountsService } from '../accounts/accounts.service';
import type { CostsService } from '../costs/costs.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProductsService } from '../products/products.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { createOpsOrdersRepository } from './ops-orders.repository';
import { opsOrdersRoutes } from './ops-orders.routes';
import { createStaffMovesService } from './ops-orders.service';
import { createOpsFiguresRepository } from './ops-figures.repository';
import { createOpsFiguresService } from './ops-figures.service';
import { createOpsTimeLimitsRepository } from './ops-overdue.repository';
import { opsTimeLimitsRoutes } from './ops-time-limits.routes';
import { createOpsTimeLimitsService } from './ops-time-limits.service';
import { createOrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';

/** The client's orders and the ops orders desk (its moves notify the client and write webhook events). */
export function composeOrders(
  { db, clock, config, transaction }: ComposeKit,
  given: {
    lookups: LookupsService;
    costs: CostsService;
    products: ProductsService;
    idempotent: Idempotent;
    accounts: AccountsService;
    webhooks: WebhooksService;
    notifier: NotificationsService['notifier'];
    pageCache: PageCache;
  },
) {
  const { lookups, costs, products, idempotent, accounts, webhooks, notifier, pageCache } = given;
  const ordersRepository = createOrdersRepository(db);
  const orders = createOrdersService({
    orders: ordersRepository,
    lookups,
    costs,
    products,
    idempotent,
    transaction,
    clock,
    amountCeiling: config.ORDER_AMOUNT_CEILING,
    userName: async (userId) => (await accounts.findByUserId(userId))?.name ?? '',
    onStatusChange: webhooks.orderStatusChanged,
    pageCache,
  });
  const timeLimits = createOpsTimeLimitsService({ limits: createOpsTimeLimitsRepository(db), clock });
  const opsFigures = createOpsFiguresService({ figures: createOpsFiguresRepository(db), timeLimits, clock });
  const staffMoves = createStaffMovesService({
    ops: createOpsOrdersRepository(db),
    transaction,
    notifier,
    clock,
    lookups,
    products,
    onStatusChange: webhooks.orderStatusChanged,
    timeLimits,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(ordersRoutes), { orders });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsOrdersRoutes), { staffMoves });
    await ops.register(named(opsTimeLimitsRoutes), { timeLimits });
  };
  /** Each order bucket's deltas folded into one row (decision 033, amendment 5): app.ts runs it hourly. */
  const foldBucketDeltas = () => ordersRepository.foldBucketDeltas();
  return { orders, staffMoves, opsFigures, timeLimits, foldBucketDeltas, client, ops };
}
