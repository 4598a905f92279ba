import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { ComposeKit } from './compose-kit';
import type { Config } from './config';
import type { Database } from './db/database';
import { collectIfLean } from './db/embedded-engine';
import { openPreparedDatabase } from './db/prepare';
import { demoAccounts } from './db/seed/seed';
import { transactionRunner } from './db/transaction';
import { sessionOf } from './http/auth-guard';
import { createFastifyBase } from './http/fastify-base';
import { registerScopes } from './http/scopes';
import { setPasswordHashCost } from './lib/password-hash';
import { createPageCache } from './lib/page-cache';
import { createLogger } from './logger';
import { composeAccounts, composeOpsClients } from './modules/accounts/accounts.compose';
import { composeAttendance } from './modules/attendance/attendance.compose';
import type { AfterResponse } from './modules/auth/after-response';
import { composeAuth } from './modules/auth/auth.compose';
import type { PasswordHasher } from './modules/auth/passwords';
import { composeChat } from './modules/chat/chat.compose';
import { composeContent } from './modules/content/content.compose';
import { composeCosts } from './modules/costs/costs.compose';
import { composeDashboard, composeOpsDashboard } from './modules/dashboard/dashboard.compose';
import { composeFiles } from './modules/files/files.compose';
import { composeIdempotency } from './modules/idempotency/idempotency.compose';
import { composeLookups } from './modules/lookups/lookups.compose';
import { composeMerchantApi } from './modules/merchant-api/merchant-api.compose';
import { composeMessaging } from './modules/messaging/messaging.compose';
import type { Messenger } from './modules/messaging/messaging.service';
import { composeMissions, composeSupplyMissions } from './modules/missions/missions.compose';
import { composeNotifications } from './modules/notifications/notifications.compose';
import { composeOrderExport } from './modules/order-export/order-export.compose';
import { composeOrderImport } from './modules/order-import/order-import.compose';
import { composeOrders } from './modules/orders/orders.compose';
import { composeProducts } from './modules/products/products.compose';
import { composeRealtime, realtimeLinks } from './modules/realtime/realtime.compose';
import type { Realtime } from './modules/realtime/realtime.server';
import { composeSecrets } from './modules/secrets/secrets.compose';
import { composeStorePlugins } from './modules/store-plugins/store-plugins.compose';
import { composeSupplies } from './modules/supplies/supplies.compose';
import { composeSurvey } from './modules/survey/survey.compose';
import { composeSystem } from './modules/system/system.compose';
import { composeTeam } from './modules/team/team.compose';
import { composeTickets } from './modules/tickets/tickets.compose';
import { composeTracking } from './modules/tracking/tracking.compose';
import type { ResolveHost } from './modules/webhooks/url-guard';
import { composeWebhooks } from './modules/webhooks/webhooks.compose';
import type { WebhooksService } from './modules/webhooks/webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the demo accounts exist (server.ts then prints them outside production). */
    demoAccountsPresent(): Promise<boolean>;
    /** The socket.io server (rooms: realtime.server.ts). */
    realtime: Realtime;
    /** Work done after answering (send-otp's code); shutdown and tests wait with idle(). */
    afterResponse: AfterResponse;
    /** Signed webhooks (decision 030); tests drive its worker with `deliverDue`. */
    webhooks: WebhooksService;
  }
}

export interface AppDependencies {
  config: Config;
  /** A ready (migrated) database owned by the caller; without it the app opens, migrates and seeds its own. */
  database?: Database;
  clock?: Clock;
  /** The SMS/email provider; the default keeps messages in the outbox table. */
  messenger?: Messenger;
  /** Where log lines go (stdout by default). */
  logDestination?: DestinationStream;
  /** Password hashing (scrypt by default); always behind the hash gate. */
  passwordHasher?: PasswordHasher;
  /** Runs the work done after answering; the default starts it right after the answer. */
  afterResponse?: AfterResponse;
  /** The HTTP client of the carrier tracking provider (tests point it at a local mock). */
  fetch?: typeof fetch;
  /** Resolves a webhook URL's host name to all its addresses (node:dns by default; tests stub it). */
  resolveHost?: ResolveHost;
  /** A full collection before a large import's insert: V8's on the lean embedded engine (decision 002). */
  collectGarbage?: () => void;
}

const housekeepingEveryMs = 60 * 60 * 1000;

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
  const { staffRoleChanged } = links;
  const auth = composeAuth(kit, {
    ...deps,
    ...accounts,
    ...attendance,
    ...messaging,
    ...secrets,
    staffRoleChanged,
  });
  const team = composeTeam(kit, { ...accounts, ...auth });
  const lookups = composeLookups(kit);
  const costs = composeCosts(kit);
  const idempotency = composeIdempotency(kit);
  const products = composeProducts(kit);
  const survey = composeSurvey(kit, accounts);
  const tracking = composeTracking(kit, deps);
  // The merchant API page's unlock guards the webhooks and store plugins routes; called only per request.
  const requireUnlocked = (request: FastifyRequest) =>
    merchantApi.merchantApi.requireUnlocked(sessionOf(request));
  const webhooks = composeWebhooks(kit, { ...deps, ...secrets, requireUnlocked });
  // One cache of serialised list pages for the order and mission lists (decisions 033 and 035).
  const pageCache = createPageCache();
  const notifications = composeNotifications(kit, { deliver: links.deliverNotification });
  const shared = { ...lookups, ...idempotency, ...accounts, ...webhooks, ...notifications, pageCache };
  const orders = composeOrders(kit, { ...shared, ...costs, ...products });
  const collectGarbage = deps.collectGarbage ?? collectIfLean;
  const orderImport = composeOrderImport(kit, { ...orders, ...lookups, collectGarbage });
  const orderExport = composeOrderExport(kit, { ...orders, rowsAsJson: database.kind === 'pglite' });
  // One money path (decision 052): the supply missions before the supplies, the missions desks after.
  const supplyMissions = composeSupplyMissions(kit, webhooks);
  const supplies = composeSupplies(kit, { ...shared, ...supplyMissions, ...orders });
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

  app.decorate(
    'demoAccountsPresent',
    async () => (await accounts.accounts.findByEmail(demoAccounts[0]!.email)) !== null,
  );
  // Each prefix's routes in registration order (http/scopes.ts: the rate limits, the guards, the web app).
  await registerScopes(app, kit, {
    root: [system.root],
    client: {
      authenticate: auth.sessions.authenticate,
      routes: [auth, accounts, content, system, lookups, costs, orders, products, survey, tracking, missions]
        .map((m) => m.client)
        .concat([dashboard, orderImport, orderExport, notifications, team, attendance].map((m) => m.client))
        .concat([supplies, files, tickets, chat, merchantApi, webhooks, storePlugins].map((m) => m.client)),
    },
    hooks: [storePlugins.hooks],
    v1: { authenticate: merchantApi.merchantApi.authenticate, routes: [merchantApi.v1] },
    ops: {
      authenticate: auth.staffAuth.authenticate,
      routes: [auth, orders, supplies, missions, opsClients, files, tickets, chat, tracking]
        .map((m) => m.ops)
        .concat([opsDashboard.ops, orderExport.ops]),
    },
    dev: [messaging.dev, notifications.dev],
  });

  const realtime = await composeRealtime(app, kit, {
    authenticate: auth.sessions.authenticate,
    staff: {
      authenticate: auth.staffAuth.authenticate,
      sessionEndsAt: auth.staffAuth.endsAt,
      onSessionsRevoked: auth.staffSessionEvents.onRevoked,
    },
    sessionEndsAt: auth.sessions.endsAt,
    onSessionsRevoked: auth.sessionEvents.onRevoked,
    notifications: notifications.notifications,
    links,
  });
  const { afterResponse } = auth;
  app.decorate('afterResponse', afterResponse);
  app.decorate('webhooks', webhooks.webhooks);
  webhooks.webhooks.start();
  // Before the database closes: the attempt under way ends (and is logged); what is left stays due.
  app.addHook('preClose', async () => webhooks.webhooks.stop());

  // Hourly clean-up of ended sessions, spent codes and old throttle windows; never keeps the process alive.
  const housekeepingTimer = setInterval(() => {
    auth.housekeeping
      .run()
      .then((deleted) => logger.info({ deleted }, 'auth housekeeping'))
      .catch((err: unknown) => logger.error({ err }, 'auth housekeeping failed'));
    // Each order bucket's deltas folded into one row (decision 033, amendment 5): never waits, never blocks writers.
    orders
      .foldBucketDeltas()
      .then((folded) => logger.info({ folded }, 'order bucket deltas folded'))
      .catch((err: unknown) => logger.error({ err }, 'order bucket deltas fold failed'));
  }, housekeepingEveryMs);
  housekeepingTimer.unref();
  app.addHook('onClose', async () => clearInterval(housekeepingTimer));
  app.addHook('preClose', async () => realtime.drain());
  app.addHook('onClose', async () => {
    await afterResponse.idle();
    await realtime.close();
    if (ownsDatabase) await database.close();
  });

  return app;
}
