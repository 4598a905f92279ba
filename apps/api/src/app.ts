// Over 400 lines (decision 041): the composition root; the rule that splits it into one
// `compose<Module>` per module is recorded there and not yet applied.
import { randomUUID } from 'node:crypto';
import { notificationPushEvent, type StaffDesk } from '@courier/contracts';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream, Logger } from 'pino';
import { constants as zlib } from 'node:zlib';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { collectIfLean } from './db/embedded-engine';
import { migrateDatabase } from './db/migrate';
import { demoAccounts, hasClients, seedDemo } from './db/seed/seed';
import { copyTemplateIfFresh } from './db/template';
import { transactionRunner } from './db/transaction';
import { authGuard, sessionOf } from './http/auth-guard';
import { devToolsGuard } from './http/dev-tools';
import { registerErrorHandler, sendFrameworkError, sendRouteNotFound } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { merchantApiDocsRoute, registerOpenApi } from './http/openapi';
import { registerRequestIdHeader } from './http/request-id';
import { named } from './http/plugin-name';
import { connectRateLimitRedis, registerRateLimits } from './http/rate-limits';
import { registerSecurity } from './http/security';
import { registerShutdownGate } from './http/shutdown';
import { staffGuard } from './http/staff-guard';
import { isAppRoute, registerWebApp, sendAppShell } from './http/web-app';
import { createLogger } from './logger';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAfterResponse, type AfterResponse } from './modules/auth/after-response';
import { createAuthLog } from './modules/auth/auth-log';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthHousekeeping } from './modules/auth/housekeeping.service';
import { createOtpRepository } from './modules/auth/otp.repository';
import { createOtpService } from './modules/auth/otp.service';
import { createHashGate } from './modules/auth/hash-gate';
import { setPasswordHashCost } from './lib/password-hash';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { gatedHasher, scryptHasher, type PasswordHasher } from './modules/auth/passwords';
import { createSessionEvents } from './modules/auth/session-events';
import { createStepUpOtpService } from './modules/auth/step-up-otp.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSessionsService } from './modules/auth/sessions.service';
import { createThrottleRepository } from './modules/auth/throttle.repository';
import { createThrottleService, otpSendLimit } from './modules/auth/throttle.service';
import { contentRoutes } from './modules/content/content.routes';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { devOutboxRoutes } from './modules/messaging/dev-outbox.routes';
import { createMessagingService, type Messenger } from './modules/messaging/messaging.service';
import { createOutboxMessenger } from './modules/messaging/outbox-messenger';
import { createOutboxRepository } from './modules/messaging/outbox.repository';
import { devNotificationsRoutes } from './modules/notifications/dev-notifications.routes';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createRealtime, rooms, type Realtime } from './modules/realtime/realtime.server';
import { createSecretsRepository } from './modules/secrets/secrets.repository';
import { createSecretsService } from './modules/secrets/secrets.service';
import { appConfigRoutes } from './modules/system/app-config.routes';
import { healthRoutes } from './modules/system/health.routes';
import { costsRoutes } from './modules/costs/costs.routes';
import { createCostsRepository } from './modules/costs/costs.repository';
import { createIdempotencyRepository } from './modules/idempotency/idempotency.repository';
import { createIdempotencyService } from './modules/idempotency/idempotency.service';
import { createCostsService } from './modules/costs/costs.service';
import { createLookupsService } from './modules/lookups/lookups.service';
import { createLookupsRepository } from './modules/lookups/lookups.repository';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createOpsOrdersRepository } from './modules/orders/ops-orders.repository';
import { opsOrdersRoutes } from './modules/orders/ops-orders.routes';
import { createStaffMovesService } from './modules/orders/ops-orders.service';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createMissionsRepository } from './modules/missions/missions.repository';
import { missionsRoutes } from './modules/missions/missions.routes';
import { createMissionsService } from './modules/missions/missions.service';
import { createPageCache } from './lib/page-cache';
import { createOrderExportRepository } from './modules/order-export/order-export.repository';
import { orderExportRoutes } from './modules/order-export/order-export.routes';
import { createOrderExportService } from './modules/order-export/order-export.service';
import { createOrderImportRepository } from './modules/order-import/order-import.repository';
import { orderImportRoutes } from './modules/order-import/order-import.routes';
import { createOrderImportService } from './modules/order-import/order-import.service';
import { createProductsRepository } from './modules/products/products.repository';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService } from './modules/products/products.service';
import { createSurveyRepository } from './modules/survey/survey.repository';
import { surveyRoutes } from './modules/survey/survey.routes';
import { createSurveyService } from './modules/survey/survey.service';
import { createDatabaseTrackingProvider } from './modules/tracking/database-provider';
import { createSeventeenTrackProvider } from './modules/tracking/seventeen-track-provider';
import { firstFound, type TrackingProvider } from './modules/tracking/tracking-provider';
import { createTrackingRepository } from './modules/tracking/tracking.repository';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createTrackingService } from './modules/tracking/tracking.service';
import { createOpsTrackingRepository } from './modules/tracking/ops-tracking.repository';
import { opsTrackingRoutes } from './modules/tracking/ops-tracking.routes';
import { createOpsTrackingService } from './modules/tracking/ops-tracking.service';
import { createSuppliesRepository } from './modules/supplies/supplies.repository';
import { createReconcileRepository } from './modules/supplies/reconcile.repository';
import { createSuppliesService } from './modules/supplies/supplies.service';
import { suppliesRoutes } from './modules/supplies/supplies.routes';
import { opsSuppliesRoutes } from './modules/supplies/ops-supplies.routes';
import { createStaffRepository } from './modules/auth/staff.repository';
import { createStaffAdminService } from './modules/auth/staff-admin.service';
import { createStaffAuthService } from './modules/auth/staff-auth.service';
import { staffRoutes } from './modules/auth/staff.routes';
import { createAttendanceRepository } from './modules/attendance/attendance.repository';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { createAttendanceService } from './modules/attendance/attendance.service';
import { createLocationsRepository } from './modules/team/locations.repository';
import { teamRoutes } from './modules/team/team.routes';
import { createTeamService } from './modules/team/team.service';
import { createOpsMissionsService } from './modules/missions/ops-missions.service';
import { opsMissionsRoutes } from './modules/missions/ops-missions.routes';
import { createSupplyMissionsRepository } from './modules/missions/supply-missions.repository';
import { createSupplyMissionsService } from './modules/missions/supply-missions.service';
import { createOpsClientsRepository } from './modules/accounts/ops-clients.repository';
import { createOpsClientsService } from './modules/accounts/ops-clients.service';
import { opsClientsRoutes } from './modules/accounts/ops-clients.routes';
import { createFilesRepository } from './modules/files/files.repository';
import { filesRoutes, opsFilesRoutes } from './modules/files/files.routes';
import { createFilesService, fileStoreOf } from './modules/files/files.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatRepository } from './modules/chat/chat.repository';
import { createChatService } from './modules/chat/chat.service';
import { opsChatRoutes } from './modules/chat/ops-chat.routes';
import { opsTicketsRoutes } from './modules/tickets/ops-tickets.routes';
import { createTicketsRepository } from './modules/tickets/tickets.repository';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { createTicketsService } from './modules/tickets/tickets.service';
import { createMerchantApiRepository } from './modules/merchant-api/merchant-api.repository';
import { createMerchantApiService } from './modules/merchant-api/merchant-api.service';
import { apiPageRoutes } from './modules/merchant-api/api-page.routes';
import { v1Routes } from './modules/merchant-api/v1.routes';
import { storeHooksRoutes } from './modules/store-plugins/store-hooks.routes';
import { createStorePluginsRepository } from './modules/store-plugins/store-plugins.repository';
import { storePluginsRoutes } from './modules/store-plugins/store-plugins.routes';
import { createStorePluginsService } from './modules/store-plugins/store-plugins.service';
import { systemResolveHost, type ResolveHost } from './modules/webhooks/url-guard';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhooksService, type WebhooksService } from './modules/webhooks/webhooks.service';

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
 * Every schema is zod (fastify-type-provider-zod). Given as the factories, Fastify never loads its default
 * ajv and fast-json-stringify compilers, ~0.4 s of a cold start (docs/quality.md P8, decision 002); the
 * setValidatorCompiler/setSerializerCompiler calls do the same afterwards, with the zod types. Fastify's
 * typings only describe ajv's factories, hence the cast.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** JSON bodies above this are refused with 413 (file uploads get their own limits with multipart). */
const bodyLimit = 1024 * 1024;

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

async function composeApp(
  deps: AppDependencies,
  logger: Logger,
  database: Database,
  ownsDatabase: boolean,
): Promise<FastifyInstance> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A hop count trusts that many proxies in front of the server (the nearest ones).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit,
    genReqId: () => randomUUID(),
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  registerJsonBodyParser(app);
  registerErrorHandler(app, { clock });
  registerRequestIdHeader(app);
  await registerSecurity(app, { corsOrigins: config.CORS_ORIGINS });
  registerShutdownGate(app, { idleCutMs: config.SHUTDOWN_IDLE_CUT_MS });
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app, { ui: config.API_DOCS });

  // Repositories (the only SQL) and services (the rules), each receiving what it needs.
  const { db } = database;
  const transaction = transactionRunner(db);
  const authLog = createAuthLog(logger.child({ module: 'auth' }), clock);
  const sessionEvents = createSessionEvents();
  sessionEvents.onRevoked((sessionIds) => authLog('session.revoked', { sessionIds }));
  const outbox = createOutboxRepository(db);
  const messenger = deps.messenger ?? createOutboxMessenger({ outbox });
  const messaging = createMessagingService({ outbox });
  const secrets = createSecretsService({ secrets: createSecretsRepository(db) });
  const accounts = createAccountsService({ accounts: createAccountsRepository(db) });
  const content = createContentService({ content: createContentRepository(db) });
  const throttleRepository = createThrottleRepository(db);
  const sessionsRepository = createSessionsRepository(db);
  const otpRepository = createOtpRepository(db);
  const throttle = createThrottleService({ throttle: throttleRepository, clock });
  const passwords = gatedHasher(deps.passwordHasher ?? scryptHasher, createHashGate());
  const afterResponse = deps.afterResponse ?? createAfterResponse(logger.child({ module: 'auth' }));
  const attendance = createAttendanceService({
    attendance: createAttendanceRepository(db),
    clock,
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
  });
  const sessions = createSessionsService({
    sessions: sessionsRepository,
    events: sessionEvents,
    clock,
    settings: {
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
      absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    // A sub-user's session that just expired gets its attendance "out" (decision 019's amendment); a
    // failure here is only logged: the report and the hourly housekeeping record it anyway.
    onTimedOut: (sessionId) =>
      attendance.recordSessionEnds({ sessionId }).then(
        () => undefined,
        (err: unknown) => logger.warn({ err, sessionId }, 'attendance: session end not recorded'),
      ),
  });
  const otp = createOtpService({ otp: otpRepository, clock });
  const housekeeping = createAuthHousekeeping({
    sessions: sessionsRepository,
    otp: otpRepository,
    throttle: throttleRepository,
    clock,
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
    beforeDelete: () => attendance.recordSessionEnds('all'),
  });
  const auth = createAuthService({
    accounts,
    sessions,
    throttle,
    passwords,
    transaction,
    log: authLog,
    attendance,
  });
  const team = createTeamService({
    accounts,
    locations: createLocationsRepository(db),
    sessions,
    passwords,
    transaction,
    clock,
  });
  const passwordReset = createPasswordResetService({
    accounts,
    sessions,
    otp,
    throttle,
    messenger,
    secrets,
    passwords,
    afterResponse,
    transaction,
    log: authLog,
    otpSends: otpSendLimit(config.OTP_SEND_LIMIT),
  });
  const staffRepository = createStaffRepository(db);
  const staffSessionEvents = createSessionEvents();
  const staffAuth = createStaffAuthService({
    staff: staffRepository,
    throttle,
    passwords,
    clock,
    settings: {
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
      absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    log: authLog,
    events: staffSessionEvents,
  });
  const lookups = createLookupsService({ lookups: createLookupsRepository(db) });
  const costs = createCostsService({ costs: createCostsRepository(db) });
  const idempotent = createIdempotencyService({ keys: createIdempotencyRepository(), transaction });
  const products = createProductsService({ products: createProductsRepository(db) });
  const survey = createSurveyService({ surveys: createSurveyRepository(db), accounts, transaction });
  const trackingProviders: TrackingProvider[] = [
    createDatabaseTrackingProvider(createTrackingRepository(db)),
  ];
  if (config.TRACKING_PROVIDER === '17track' && config.TRACKING_17TRACK_KEY) {
    trackingProviders.push(
      createSeventeenTrackProvider({
        baseUrl: config.TRACKING_17TRACK_URL,
        apiKey: config.TRACKING_17TRACK_KEY,
        timeoutMs: config.TRACKING_TIMEOUT_MS,
        fetch: deps.fetch,
      }),
    );
  }
  const tracking = createTrackingService({ provider: firstFound(trackingProviders) });
  const opsTracking = createOpsTrackingService({ shipments: createOpsTrackingRepository(db), clock });
  // Signed webhooks (decision 030): orders and missions write each status change's event through
  // `onStatusChange`, supplies and ticket replies through their own hooks, each inside the change's
  // transaction; the worker delivers them.
  const webhooks = createWebhooksService({
    webhooks: createWebhooksRepository(db),
    secrets,
    clock,
    rules: {
      allowHttp: config.NODE_ENV !== 'production' || config.ALLOW_PRIVATE_WEBHOOKS,
      allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS,
    },
    resolveHost: deps.resolveHost ?? systemResolveHost,
    logger: logger.child({ module: 'webhooks' }),
    pollMs: config.WEBHOOK_POLL_MS,
    leaseMs: config.WEBHOOK_LEASE_MS,
    retentionDays: config.WEBHOOK_RETENTION_DAYS,
  });
  // One cache of serialised list pages for the order and mission lists, each validated by its own
  // per-client version (decisions 033 and 035).
  const pageCache = createPageCache();
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
  // Notifications: every event source (staff moves, supplies, requests, tickets, chat) is given
  // `notifications.notifier`, records through it inside its own transaction and pushes after the commit
  // (modules/notifications/notifier.ts). The socket server starts after the routes, so the push reads it
  // when it runs.
  let realtimeServer: Realtime | null = null;
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(db),
    transaction,
    deliver: (target, payload) => {
      const io = realtimeServer?.io;
      if (!io) return;
      const to =
        target.userId === null
          ? rooms.client(target.clientId)
          : [rooms.user(target.userId), rooms.clientMain(target.clientId)];
      io.to(to).emit(notificationPushEvent, payload);
    },
  });
  const staffMoves = createStaffMovesService({
    ops: createOpsOrdersRepository(db),
    transaction,
    notifier: notifications.notifier,
    clock,
    lookups,
    products,
    onStatusChange: webhooks.orderStatusChanged,
  });
  const orderImports = createOrderImportService({
    orders,
    lookups,
    imports: createOrderImportRepository(db),
    transaction,
    clock,
    collectGarbage: deps.collectGarbage ?? collectIfLean,
    settings: {
      parseTimeoutMs: config.IMPORT_PARSE_TIMEOUT_MS,
      maxConcurrent: config.IMPORT_CONCURRENCY,
      maxConcurrentPerClient: config.IMPORT_CONCURRENCY_PER_CLIENT,
    },
  });
  const orderExports = createOrderExportService({
    exports: createOrderExportRepository(db, { rowsAsJson: database.kind === 'pglite' }),
  });
  const missionsRepository = createMissionsRepository(db);
  // One money path (decision 052): the desk's supply closes supply missions, their execution records a supply.
  const supplyMissions = createSupplyMissionsService({
    missions: missionsRepository,
    supplyMissions: createSupplyMissionsRepository(),
    clock,
    onStatusChange: webhooks.missionStatusChanged,
  });
  const supplies = createSuppliesService({
    supplies: createSuppliesRepository(db),
    reconcile: createReconcileRepository(db),
    supplyMissions,
    clock,
    orders,
    idempotent,
    transaction,
    notifier: notifications.notifier,
    onSupplyCreated: webhooks.supplyCreated,
  });
  const dashboard = createDashboardService({
    dashboard: createDashboardRepository(db),
    orders,
    supplies,
    clock,
  });
  const missions = createMissionsService({
    missions: missionsRepository,
    orders,
    supplies,
    transaction,
    idempotent,
    clock,
    userName: async (userId) => (await accounts.findByUserId(userId))?.name ?? '',
    onStatusChange: webhooks.missionStatusChanged,
    pageCache,
  });
  // The staff console's missions and clients desks (issue 7 §3, §5; decision 025).
  const opsMissions = createOpsMissionsService({
    missions: missionsRepository,
    lookups,
    orders,
    supplies,
    supplyMissions,
    transaction,
    clock,
    notifier: notifications.notifier,
    onStatusChange: webhooks.missionStatusChanged,
  });
  const opsClients = createOpsClientsService({
    clients: createOpsClientsRepository(db),
    supplies,
    latestMissions: (clientId, lang) => opsMissions.latestOfClient(clientId, lang),
    // realtime is created after the routes; the desk only calls this while serving a request.
    tellClient: (clientId, event, payload) => app.realtime.io.to(rooms.client(clientId)).emit(event, payload),
    clock,
  });
  const files = createFilesService({
    files: createFilesRepository(db),
    store: fileStoreOf(config),
    quotaMb: config.FILES_QUOTA_MB,
  });
  // The socket server starts after the routes; events before it exists are simply not pushed.
  const emit = (room: string, event: string, payload: unknown) => {
    if (app.hasDecorator('realtime')) app.realtime.io.to(room).emit(event, payload);
  };
  // A desk's events reach the staff whose role reads that desk over HTTP (decision 036).
  const liveFor = (desk: StaffDesk) => ({
    toClient: (clientId: number, event: string, payload: unknown) =>
      emit(rooms.client(clientId), event, payload),
    toStaff: (event: string, payload: unknown) => emit(rooms.staffDesk(desk), event, payload),
  });
  // The staff admin screen (decision 028): a deactivated member's console sockets are told and cut; a
  // member whose role changed hears the new role's desks only.
  const staffAdmin = createStaffAdminService({
    staff: staffRepository,
    passwords,
    transaction,
    clock,
    log: authLog,
    sessionsEnded: staffAuth.publishRevoked,
    roleChanged: (staffId, role) => {
      if (app.hasDecorator('realtime')) app.realtime.staffRoleChanged(staffId, role);
    },
  });
  const tickets = createTicketsService({
    tickets: createTicketsRepository(db),
    files,
    transaction,
    notifier: notifications.notifier,
    live: liveFor('tickets'),
    clock,
    targetHours: config.TICKET_TARGET_HOURS,
    onReplied: webhooks.ticketReplied,
  });
  const chat = createChatService({
    chat: createChatRepository(db),
    files,
    transaction,
    notifier: notifications.notifier,
    live: {
      ...liveFor('chat'),
      // Across instances too (the Redis adapter answers for every node).
      isOpen: async (clientId, conversationId) =>
        app.hasDecorator('realtime') &&
        (await app.realtime.io.in(rooms.openChat(clientId, conversationId)).fetchSockets()).length > 0,
    },
    clock,
  });
  // The merchant API (decision 029): the OTP-gated API page and /api/v1 on the portal's services.
  // Store plugins (issue 10): store webhooks become orders through the smart upload's intake.
  const storePlugins = createStorePluginsService({
    connections: createStorePluginsRepository(db),
    imports: orderImports,
    secrets,
    clock,
    notifier: notifications.notifier,
  });

  const merchantApi = createMerchantApiService({
    keys: createMerchantApiRepository(db),
    stepUp: createStepUpOtpService({
      accounts,
      otp,
      throttle,
      messenger,
      transaction,
      log: authLog,
      otpSends: otpSendLimit(config.OTP_SEND_LIMIT),
    }),
    secrets,
    orders,
    clock,
  });
  const appConfig = {
    success: 1 as const,
    idle_timeout_ms: config.SESSION_IDLE_TIMEOUT_MS,
    idle_warning_ms: config.IDLE_WARNING_MS,
    connectivity_interval_ms: 2000,
    starred_pages_limit: 10,
    branches_count: config.BRANCHES_COUNT,
    amount_ceiling: config.ORDER_AMOUNT_CEILING,
  };

  // Counters of the limited routes (http/rate-limits.ts): in Redis when instances share one.
  const rateLimitRedis = config.REDIS_URL
    ? await connectRateLimitRedis(config.REDIS_URL, logger.child({ module: 'rate-limits' }), clock)
    : undefined;
  app.addHook('onClose', async () => {
    await rateLimitRedis?.quit().catch(() => undefined);
  });
  const addRateLimits = await registerRateLimits(app, config, rateLimitRedis);

  // Routes, by prefix. Everything under /api/client needs a session unless the route is marked public.
  await app.register(named(healthRoutes), { ping: database.ping });
  await app.register(
    async (api) => {
      api.addHook('onRequest', authGuard(sessions.authenticate));
      addRateLimits(api);
      await api.register(named(authRoutes), { auth, passwordReset });
      await api.register(named(accountsRoutes), { accounts });
      await api.register(named(contentRoutes), { content });
      await api.register(named(appConfigRoutes), { appConfig });
      await api.register(named(lookupsRoutes), { lookups });
      await api.register(named(costsRoutes), { costs });
      await api.register(named(ordersRoutes), { orders });
      await api.register(named(productsRoutes), { products });
      await api.register(named(surveyRoutes), { survey });
      await api.register(named(trackingRoutes), { tracking });
      await api.register(named(missionsRoutes), { missions });
      await api.register(named(dashboardRoutes), { dashboard });
      await api.register(named(orderImportRoutes), { imports: orderImports });
      await api.register(named(orderExportRoutes), { exports: orderExports });
      await api.register(named(notificationsRoutes), { notifications });
      await api.register(named(teamRoutes), { team });
      await api.register(named(attendanceRoutes), { attendance });
      await api.register(named(suppliesRoutes), { supplies });
      await api.register(named(filesRoutes), { files });
      await api.register(named(ticketsRoutes), { tickets });
      await api.register(named(chatRoutes), { chat });
      await api.register(named(apiPageRoutes), { merchantApi });
      await api.register(named(webhooksRoutes), {
        webhooks,
        requireUnlocked: (request) => merchantApi.requireUnlocked(sessionOf(request)),
      });
      await api.register(named(storePluginsRoutes), {
        storePlugins,
        requireUnlocked: (request) => merchantApi.requireUnlocked(sessionOf(request)),
      });
    },
    { prefix: '/api/client' },
  );
  // Store webhooks: no session, the platform's signature instead; a rate budget per address.
  await app.register(
    async (hooks) => {
      addRateLimits(hooks);
      await hooks.register(named(storeHooksRoutes), { storePlugins });
    },
    { prefix: '/api/hooks' },
  );
  // The merchant API: an API key instead of a session, the same services, one rate budget per key.
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', addRateLimits.throttleFailedKeys(authGuard(merchantApi.authenticate)));
      addRateLimits(v1);
      await v1.register(named(merchantApiDocsRoute));
      await v1.register(named(v1Routes), { merchantApi, orders, tickets, lookups });
    },
    { prefix: '/api/v1' },
  );
  // The courier's staff console (decision 022): its own sessions; client tokens are unknown here.
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', staffGuard(staffAuth.authenticate));
      addRateLimits(ops);
      await ops.register(named(staffRoutes), { staffAuth, staffAdmin });
      await ops.register(named(opsOrdersRoutes), { staffMoves });
      await ops.register(named(opsSuppliesRoutes), { supplies });
      await ops.register(named(opsMissionsRoutes), { opsMissions });
      await ops.register(named(opsClientsRoutes), { opsClients });
      await ops.register(named(opsFilesRoutes), { files });
      await ops.register(named(opsTicketsRoutes), { tickets });
      await ops.register(named(opsChatRoutes), { chat });
      await ops.register(named(opsTrackingRoutes), { opsTracking });
    },
    { prefix: '/api/ops' },
  );
  // The development tools: absent in production, and elsewhere only for a caller on this machine.
  if (config.NODE_ENV !== 'production') {
    await app.register(
      async (dev) => {
        dev.addHook('onRequest', devToolsGuard);
        await dev.register(named(devOutboxRoutes), { messaging });
        await dev.register(named(devNotificationsRoutes), { notifications });
      },
      { prefix: '/api/dev' },
    );
  }

  app.decorate(
    'demoAccountsPresent',
    async () => (await accounts.findByEmail(demoAccounts[0]!.email)) !== null,
  );

  const servesWebApp = await registerWebApp(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) =>
    servesWebApp && isAppRoute(request) ? sendAppShell(reply) : sendRouteNotFound(request, reply),
  );

  const realtime = await createRealtime({
    httpServer: app.server,
    authenticate: sessions.authenticate,
    staff: {
      authenticate: staffAuth.authenticate,
      sessionEndsAt: staffAuth.endsAt,
      onSessionsRevoked: staffSessionEvents.onRevoked,
    },
    sessionEndsAt: sessions.endsAt,
    clock,
    onSessionsRevoked: sessionEvents.onRevoked,
    allowedOrigins: config.CORS_ORIGINS,
    redisUrl: config.REDIS_URL,
    logger: logger.child({ module: 'realtime' }),
    // A page sends the newest notification id it has seen: what came after it (while the socket was
    // not yet connected, or reconnecting) is pushed to this socket now (decision 021).
    onClientConnected: async (auth, handshake, send) => {
      const since = handshake.notifications_since;
      if (typeof since !== 'number' || !Number.isSafeInteger(since) || since < 0) return;
      for (const push of await notifications.missedSince(auth, since)) send(notificationPushEvent, push);
    },
  });
  realtimeServer = realtime;
  app.decorate('realtime', realtime);
  app.decorate('afterResponse', afterResponse);
  app.decorate('webhooks', webhooks);
  webhooks.start();
  // Before the database closes: the attempt under way ends (and is logged); what is left stays due.
  app.addHook('preClose', async () => webhooks.stop());

  // Hourly clean-up of ended sessions, spent codes and old throttle windows; never keeps the process alive.
  const housekeepingTimer = setInterval(() => {
    housekeeping
      .run()
      .then((deleted) => logger.info({ deleted }, 'auth housekeeping'))
      .catch((err: unknown) => logger.error({ err }, 'auth housekeeping failed'));
    // Each order bucket's deltas folded into one row (decision 033, amendment 5): never waits, never blocks writers.
    ordersRepository
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

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Opens the configured database, applies migrations and, when wanted, loads the demo data. */
async function openPreparedDatabase(config: Config, logger: Logger): Promise<Database> {
  if (!config.DATABASE_URL && config.SEED_DEMO !== 'false' && copyTemplateIfFresh(config.DATA_DIR)) {
    logger.info({ dataDir: config.DATA_DIR }, 'embedded database created from the build template');
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const seed =
      config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !(await hasClients(database.db)));
    if (seed) {
      await seedDemo(database.db);
      logger.info('demo data loaded');
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
