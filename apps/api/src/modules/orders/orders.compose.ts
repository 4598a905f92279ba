import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { PageCache } from '../../lib/page-cache';
import type { AccountsService } from '../accounts/accounts.service';
import type { CostsService } from '../costs/costs.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProductsService } from '../products/products.service';
import { allStatusListeners } from '../../db/status-events';
import type { ReceiverConfirmService, ReceiverService } from '../receiver/receiver.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { createCaptainOrdersRepository } from './captain-orders.repository';
import { captainOrdersRoutes, devDeliveryCodesRoutes } from './captain-orders.routes';
import { createCaptainOrdersService } from './captain-orders.service';
import { createOpsOrdersRepository } from './ops-orders.repository';
import { opsOrdersRoutes } from './ops-orders.routes';
import { createOpsScanRepository } from './ops-scan.repository';
import { opsScanRoutes } from './ops-scan.routes';
import { createOpsScanService } from './ops-scan.service';
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
    receiver: ReceiverService;
    receiverConfirm: ReceiverConfirmService;
    notifier: NotificationsService['notifier'];
    pageCache: PageCache;
    /** The captain app's socket room (decision 061): an order given to or taken from him. */
    tellCaptain?: (captainId: number) => void;
    /** The supplies module's payout date of an order (decision 053; composed later, called per request). */
    payoutDate?: (clientId: number, status: number) => Promise<string | null>;
  },
) {
  const { lookups, costs, products, idempotent, accounts, webhooks, notifier, pageCache } = given;
  // Each order move writes its webhook event and its receiver message (decision 062) in its transaction.
  const onStatusChange = allStatusListeners(webhooks.orderStatusChanged, given.receiver.orderStatusChanged);
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
    onStatusChange,
    pageCache,
    payoutDate: given.payoutDate,
  });
  // The captain app's run and moves (decision 061): the desk's transition, status events and notifications.
  const captainOrders = createCaptainOrdersService({
    captainOrders: createCaptainOrdersRepository(db),
    transaction,
    idempotent,
    notifier,
    clock,
    products,
    onStatusChange,
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
    onStatusChange,
    captainRun: { renewDeliveryCode: captainOrders.renewDeliveryCode, tell: given.tellCaptain },
    shippingPrices: (clientId, tx) => ordersRepository.shippingPrices(clientId, tx),
    receiverCorrection: (orderId, tx) => given.receiverConfirm.correctionOf(orderId, tx),
    timeLimits,
  });
  const opsScan = createOpsScanService({ scan: createOpsScanRepository(db), staffMoves });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(ordersRoutes), { orders });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsOrdersRoutes), { staffMoves });
    await ops.register(named(opsScanRoutes), { opsScan });
    await ops.register(named(opsTimeLimitsRoutes), { timeLimits });
  };
  const captain: ScopeRoutes = async (scope) => {
    await scope.register(named(captainOrdersRoutes), { captainOrders });
  };
  const dev: ScopeRoutes = async (scope) => {
    await scope.register(named(devDeliveryCodesRoutes), { captainOrders });
  };
  /** Each order bucket's deltas folded into one row (decision 033, amendment 5): app.ts runs it hourly. */
  const foldBucketDeltas = () => ordersRepository.foldBucketDeltas();
  return {
    orders,
    staffMoves,
    captainOrders,
    opsFigures,
    timeLimits,
    foldBucketDeltas,
    client,
    ops,
    captain,
    dev,
  };
}
