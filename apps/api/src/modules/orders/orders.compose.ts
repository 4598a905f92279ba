import type { ComposeKit, HourlyJob, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { PageCache } from '../../lib/page-cache';
import type { AccountsService } from '../accounts/accounts.service';
import type { CostsService } from '../costs/costs.service';
import type { FilesService } from '../files/files.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProductsService } from '../products/products.service';
import { allStatusListeners, ignoreStatusChanges, type StatusListener } from '../../db/status-events';
import type { SuppliesService } from '../supplies/supplies.service';
import type { ReceiverConfirmService, ReceiverService } from '../receiver/receiver.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { createAttemptFiguresRepository } from './attempt-figures.repository';
import { createAttemptsRepository } from './attempts.repository';
import { attemptsRoutes } from './attempts.routes';
import { createAttemptsService } from './attempts.service';
import { createCaptainOrdersRepository } from './captain-orders.repository';
export { orderAttemptsSql } from './captain-orders.repository';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The failed-attempt centre (decision 068); tests drive its hourly job with `applyDeadlines`. */
    attempts: ReturnType<typeof createAttemptsService>;
  }
}

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
    /** The files module: the captain's photo and signature proofs (decision 065). */
    files: FilesService;
    receiverConfirm: ReceiverConfirmService;
    notifier: NotificationsService['notifier'];
    pageCache: PageCache;
    /** The captain app's socket room (decision 061): an order given to or taken from him. */
    tellCaptain?: (captainId: number) => void;
    /** The supplies module (an order's payout date, decision 053): composed later, called per request. */
    later: { supplies: () => { supplies: Pick<SuppliesService, 'payoutDate'> } };
    /** The team's grant of a sub-user permission (the failed-attempt centre, decision 068). */
    hasPermission?: (userId: number, permission: 'attempts') => Promise<boolean>;
    /** The store write-back's jobs of a move (decision 075): the store-plugins module's, composed later. */
    storeWriteBack?: StatusListener;
  },
) {
  const { lookups, costs, products, idempotent, accounts, webhooks, notifier, pageCache, later } = given;
  // Each order move writes its webhook event and its receiver message (decision 062) in its transaction.
  // A failed attempt opens its case for the merchant's decision in the same statement (decision 068).
  const attemptsRepository = createAttemptsRepository(db);
  const onStatusChange = allStatusListeners(
    webhooks.orderStatusChanged,
    given.receiver.orderStatusChanged,
    (change) => attemptsRepository.statusStatements(change, clock.now()),
    given.storeWriteBack ?? ignoreStatusChanges,
  );
  const ordersRepository = createOrdersRepository(db);
  const captainOrdersRepository = createCaptainOrdersRepository(db);
  const orders = createOrdersService({
    lastAttempts: captainOrdersRepository.lastAttempts,
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
    // Every new order's `order.created` event, in its transaction (decision 073).
    onCreated: webhooks.ordersCreated,
    // A deleted order's attempt photos and signatures go with it (issue 37; decision 065's open point).
    dropAttemptFiles: async (tx, orderId) =>
      given.files.dropOwned(tx, 'delivery_attempt', await captainOrdersRepository.attemptIds(tx, orderId)),
    pageCache,
    payoutDate: (clientId, status) => later.supplies().supplies.payoutDate(clientId, status),
  });
  // The captain app's run and moves (decision 061): the desk's transition, status events and notifications.
  const captainOrders = createCaptainOrdersService({
    captainOrders: captainOrdersRepository,
    files: given.files,
    transaction,
    idempotent,
    notifier,
    clock,
    products,
    onStatusChange,
  });
  const attempts = createAttemptsService({
    attempts: attemptsRepository,
    figures: createAttemptFiguresRepository(db),
    orders: ordersRepository,
    actions: orders,
    transaction,
    clock,
    userName: async (userId) => (await accounts.findByUserId(userId))?.name ?? '',
    hasPermission: given.hasPermission ?? (async () => false),
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
    recordAttempt: (tx, attempt) => captainOrdersRepository.insertAttempt(tx, attempt),
    attemptsByCode: (code) => captainOrdersRepository.attemptsByCode(code),
    shippingPrices: (clientId, tx) => ordersRepository.shippingPrices(clientId, tx),
    receiverCorrection: (orderId, tx) => given.receiverConfirm.correctionOf(orderId, tx),
    timeLimits,
  });
  const opsScan = createOpsScanService({ scan: createOpsScanRepository(db), staffMoves });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(ordersRoutes), { orders });
    await api.register(named(attemptsRoutes), { attempts });
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
  // Each order bucket's deltas folded into one row (decision 033, amendment 5): never waits, never blocks writers.
  const hourly: HourlyJob = {
    run: () => ordersRepository.foldBucketDeltas(),
    key: 'folded',
    done: 'order bucket deltas folded',
    failed: 'order bucket deltas fold failed',
  };
  return {
    orders,
    attempts,
    staffMoves,
    captainOrders,
    opsFigures,
    timeLimits,
    hourly,
    // Failed attempts past their deadline get their merchant's default (decision 068).
    attemptsHourly: {
      run: () => attempts.applyDeadlines(),
      key: 'applied',
      done: 'failed-attempt defaults applied',
      failed: 'failed-attempt defaults failed',
    } satisfies HourlyJob,
    client,
    ops,
    captain,
    dev,
  };
}
