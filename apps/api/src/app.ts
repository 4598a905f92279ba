import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppDependencies } from './app-dependencies';
import { systemClock } from './clock';
import type { ComposeKit } from './compose-kit';
import type { Database } from './db/database';
import { collectIfLean } from './db/embedded-engine';
import { openPreparedDatabase } from './db/prepare';
import { transactionRunner } from './db/transaction';
import { sessionOf } from './http/auth-guard';
import { createFastifyBase } from './http/fastify-base';
import { registerScopes } from './http/scopes';
import { setPasswordHashCost } from './lib/password-hash';
import { createPageCache } from './lib/page-cache';
import { scheduleHourly } from './hourly-jobs';
import { createLogger } from './logger';
import {
  composeAccounts,
  composeOpsClients,
  decorateDemoAccounts,
} from './modules/accounts/accounts.compose';
import { composeAttendance } from './modules/attendance/attendance.compose';
import { composeAuth } from './modules/auth/auth.compose';
import { composeCaptains } from './modules/captains/captains.compose';
import { composeChat } from './modules/chat/chat.compose';
import { composeContent } from './modules/content/content.compose';
import { composeCosts } from './modules/costs/costs.compose';
import { composeDashboard, composeOpsDashboard } from './modules/dashboard/dashboard.compose';
import { composeFiles } from './modules/files/files.compose';
import { composeIdempotency } from './modules/idempotency/idempotency.compose';
import { composeLookups } from './modules/lookups/lookups.compose';
import { composeMerchantApi } from './modules/merchant-api/merchant-api.compose';
import { composeMessaging } from './modules/messaging/messaging.compose';
import { composeMissions, composeSupplyMissions } from './modules/missions/missions.compose';
import { composeNotifications } from './modules/notifications/notifications.compose';
import { composeOrderExport } from './modules/order-export/order-export.compose';
import { composeOrderImport } from './modules/order-import/order-import.compose';
import { composeOrders } from './modules/orders/orders.compose';
import { composeProducts } from './modules/products/products.compose';
import { composeReceiver, startReceiverWorker } from './modules/receiver/receiver.compose';
import { composeRealtime, realtimeLinks } from './modules/realtime/realtime.compose';
import { composeSecrets } from './modules/secrets/secrets.compose';
import { composeStorePlugins } from './modules/store-plugins/store-plugins.compose';
import { composeSupplies, nextSupplyDaySql } from './modules/supplies/supplies.compose';
import { composeSurvey } from './modules/survey/survey.compose';
import { composeSystem } from './modules/system/system.compose';
import { composeTeam } from './modules/team/team.compose';
import { composeTickets } from './modules/tickets/tickets.compose';
import { composeTracking } from './modules/tracking/tracking.compose';
import { composeWebhooks, startWebhookWorker } from './modules/webhooks/webhooks.compose';

export type { AppDependencies } from './app-dependencies';

/**
 * The composition root: creates the database (unless given), the services, and registers each module's
 * routes under its prefix in one list. Returns the app without starting it (server.ts listens; tests inject).
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const logger = createLogger(deps.config, deps.logDestination);
  // Before the database: a first start's demo accounts are hashed at this cost too.
  setPasswordHashCost(deps.config.PASSWORD_HASH_COST);
  if (deps.database) return composeApp(deps, logger, deps.database, false);
  const database = await openPreparedDatabase(deps.config, logger);
  try {
    return await composeApp(deps, logger, database, true);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The modules in dependency order (decision 041: each `compose<Module>` in its `<m>.compose.ts`). */
async function composeApp(
  deps: AppDependencies,
  logger: Logger,
  database: Database,
  ownsDatabase: boolean,
): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const app = await createFastifyBase(config, logger, clock);
  const { db } = database;
  const kit: ComposeKit = { config, db, clock, transaction: transactionRunner(db), logger };
  const links = realtimeLinks(app);

  // Each module takes the services it names from what is spread in (its routes' keys are ignored).
  const messaging = composeMessaging(kit, deps);
  const secrets = composeSecrets(kit);
  const accounts = composeAccounts(kit);
  const content = composeContent(kit);
  const attendance = composeAttendance(kit);
  const auth = composeAuth(kit, { ...deps, ...accounts, ...attendance, ...messaging, ...secrets, ...links });
  const team = composeTeam(kit, { ...accounts, ...auth });
  const captains = composeCaptains(kit);
  const lookups = composeLookups(kit, captains);
  const costs = composeCosts(kit);
  const idempotency = composeIdempotency(kit);
  const products = composeProducts(kit);
  const survey = composeSurvey(kit, accounts);
  const tracking = composeTracking(kit, deps);
  // The merchant API page's unlock guards the webhooks and store plugins routes; called only per request.
  const requireUnlocked = (request: FastifyRequest) =>
    merchantApi.merchantApi.requireUnlocked(sessionOf(request));
  const webhooks = composeWebhooks(kit, { ...deps, ...secrets, requireUnlocked, nextSupplyDaySql });
  // One cache of serialised list pages for the order and mission lists (decisions 033 and 035).
  const pageCache = createPageCache();
  const notifications = composeNotifications(kit, { deliver: links.deliverNotification });
  // The receiver's messages note their sending on the order's log (the orders module, composed below).
  const receiver = composeReceiver(kit, {
    ...messaging,
    ...deps,
    ...notifications,
    ...lookups,
    // The receiver's confirmation (decision 067): its corrections are read by the product's address
    // matcher, and its answers reach the orders' desk queue and log (both modules composed below).
    matchAddress: (text) => orderImport.orderImports.matchWholeAddress(text),
    orderNoted: (tx, note) => orders.orders.receiverNoted(tx, note),
    logNote: (order, action, note) => orders.orders.logSystemNote(order, action, note),
    // The "out for delivery" message carries the code the captain's app checks (decisions 061, 062).
    deliveryCodeFor: deps.deliveryCodeFor ?? ((orderId) => orders.captainOrders.deliveryCodeFor(orderId)),
  });
  const shared = { ...lookups, ...idempotency, ...accounts, ...webhooks, ...notifications, pageCache };
  // An order's payout date is the supplies module's rule (decision 053); called only per request.
  const payoutDate = (clientId: number, status: number) => supplies.supplies.payoutDate(clientId, status);
  const orders = composeOrders(kit, {
    ...shared,
    ...costs,
    ...products,
    ...receiver,
    tellCaptain: links.tellCaptain,
    payoutDate,
  });
  const collectGarbage = deps.collectGarbage ?? collectIfLean;
  const orderImport = composeOrderImport(kit, { ...orders, ...lookups, collectGarbage });
  const orderExport = composeOrderExport(kit, { ...orders, rowsAsJson: database.kind === 'pglite' });
  // One money path (decision 052): the supply missions before the supplies, the missions desks after.
  const supplyMissions = composeSupplyMissions(kit, webhooks);
  const supplies = composeSupplies(kit, { ...shared, ...supplyMissions, ...orders, ...captains });
  const dashboard = composeDashboard(kit, { ...orders, ...supplies });
  const missions = composeMissions(kit, { ...shared, ...supplyMissions, ...orders, ...supplies });
  const opsClients = composeOpsClients(kit, { ...supplies, ...missions, tellClient: links.tellClient });
  const files = composeFiles(kit);
  const tickets = composeTickets(kit, {
    ...files,
    ...notifications,
    ...webhooks,
    live: links.liveFor('tickets'),
  });
  const chatLive = { ...links.liveFor('chat'), isOpen: links.chatOpen };
  const chat = composeChat(kit, { ...files, ...notifications, live: chatLive });
  const opsDashboard = composeOpsDashboard(kit, { ...orders, ...missions, ...tickets, ...chat });
  const storePlugins = composeStorePlugins(kit, {
    ...orderImport,
    ...secrets,
    ...notifications,
    requireUnlocked,
  });
  const merchantApi = composeMerchantApi(kit, { ...auth, ...secrets, ...orders, ...tickets, ...lookups });
  const system = composeSystem(kit, database);

  decorateDemoAccounts(app, accounts.accounts);
  // Each prefix's routes in registration order (http/scopes.ts: the rate limits, the guards, the web app).
  await registerScopes(app, kit, {
    root: [system.root],
    client: {
      authenticate: auth.sessions.authenticate,
      routes: [auth, accounts, content, system, lookups, costs, orders, products, survey, tracking, missions]
        .map((m) => m.client)
        .concat([dashboard, orderImport, orderExport, notifications, team, attendance].map((m) => m.client))
        .concat([supplies, files, tickets, chat, merchantApi, webhooks, storePlugins].map((m) => m.client))
        .concat([receiver.client]),
    },
    hooks: [storePlugins.hooks, receiver.hooks],
    pages: [receiver.pages],
    v1: { authenticate: merchantApi.merchantApi.authenticate, routes: [merchantApi.v1] },
    ops: {
      authenticate: auth.staffAuth.authenticate,
      routes: [auth, orders, supplies, missions, opsClients, files, tickets, chat, tracking]
        .map((m) => m.ops)
        .concat([captains.ops, opsDashboard.ops, orderExport.ops]),
    },
    dev: [messaging.dev, notifications.dev, orders.dev],
    captain: { authenticate: auth.captainAuth.authenticate, routes: [auth.captain, orders.captain] },
  });

  const realtime = await composeRealtime(app, kit, { ...auth, ...notifications, links });
  const { afterResponse } = auth;
  app.decorate('afterResponse', afterResponse);
  startWebhookWorker(app, webhooks.webhooks);
  startReceiverWorker(app, receiver.receiver, receiver.receiverConfirm);
  scheduleHourly(app, logger, [
    // Ended sessions, spent codes and old throttle windows.
    {
      run: auth.housekeeping.run,
      key: 'deleted',
      done: 'auth housekeeping',
      failed: 'auth housekeeping failed',
    },
    // Each order bucket's deltas folded into one row (decision 033, amendment 5): never waits, never blocks writers.
    {
      run: orders.foldBucketDeltas,
      key: 'folded',
      done: 'order bucket deltas folded',
      failed: 'order bucket deltas fold failed',
    },
    // Orders their receivers left unconfirmed past the merchant's hours are held (decision 067).
    {
      run: receiver.receiverConfirm.holdDue,
      key: 'held',
      done: 'unconfirmed orders held',
      failed: 'unconfirmed orders hold failed',
    },
  ]);
  app.addHook('preClose', async () => realtime.drain());
  app.addHook('onClose', async () => {
    await afterResponse.idle();
    await realtime.close();
    if (ownsDatabase) await database.close();
  });

  return app;
}
