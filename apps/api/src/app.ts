import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import { withAppBase, type AppBase } from './app-base';
import { startRuntime } from './app-runtime';
import { registerScopes, type ModuleScopes } from './http/scopes';
import { createPageCache } from './lib/page-cache';
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
import { composeMerchantApi, merchantApiUnlock } from './modules/merchant-api/merchant-api.compose';
import { composeMessaging } from './modules/messaging/messaging.compose';
import { composeMissions, composeSupplyMissions } from './modules/missions/missions.compose';
import { composeNotifications } from './modules/notifications/notifications.compose';
import { composeOrderExport } from './modules/order-export/order-export.compose';
import { composeOrderImport } from './modules/order-import/order-import.compose';
import { composeOrders, orderAttemptsSql } from './modules/orders/orders.compose';
import { composeProducts } from './modules/products/products.compose';
import { composeReceiver } from './modules/receiver/receiver.compose';
import { realtimeLinks } from './modules/realtime/realtime.compose';
import { composeSecrets } from './modules/secrets/secrets.compose';
import { composeStorePlugins } from './modules/store-plugins/store-plugins.compose';
import { composeSupplies, nextSupplyDaySql } from './modules/supplies/supplies.compose';
import { composeSurvey } from './modules/survey/survey.compose';
import { composeSystem } from './modules/system/system.compose';
import { composeTeam } from './modules/team/team.compose';
import { composeTickets } from './modules/tickets/tickets.compose';
import { composeTracking } from './modules/tracking/tracking.compose';
import { composeWebhooks } from './modules/webhooks/webhooks.compose';

export type { AppDependencies } from './app-dependencies';

/**
 * The composition root: creates the database (unless given), the services, and registers each module's
 * routes under its prefix in one list. Returns the app without starting it (server.ts listens; tests inject).
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  return withAppBase(deps, (base) => composeApp(deps, base));
}

/**
 * The modules in dependency order (decision 041: each `compose<Module>` in its `<m>.compose.ts`), then
 * their routes by scope, and what runs beside them (app-runtime.ts: hourly jobs, workers, sockets, shutdown).
 */
async function composeApp(deps: AppDependencies, base: AppBase): Promise<FastifyInstance> {
  const { app, kit, database } = base;
  // The socket server's pushes, desk events and presence for the modules composed before it starts.
  const links = realtimeLinks(app);
  // Modules composed further down that earlier ones call only while serving or sending (the cycles).
  const later = {
    orders: () => orders,
    orderImport: () => orderImport,
    supplies: () => supplies,
    merchantApi: () => merchantApi,
    storePlugins: () => storePlugins,
  };

  // Each module takes the services it names from what is spread in (its routes' keys are ignored).
  const messaging = composeMessaging(kit, deps);
  const secrets = composeSecrets(kit);
  const accounts = composeAccounts(kit);
  const content = composeContent(kit);
  const attendance = composeAttendance(kit);
  const auth = composeAuth(kit, { ...deps, ...accounts, ...attendance, ...messaging, ...secrets, ...links });
  const team = composeTeam(kit, { ...accounts, ...auth });
  const captains = composeCaptains(kit, links.captainsLive);
  const lookups = composeLookups(kit, captains);
  const costs = composeCosts(kit);
  const idempotency = composeIdempotency(kit);
  const products = composeProducts(kit);
  const survey = composeSurvey(kit, accounts);
  const tracking = composeTracking(kit, deps);
  const unlock = merchantApiUnlock(later);
  const webhooks = composeWebhooks(kit, {
    ...deps,
    ...secrets,
    ...unlock,
    nextSupplyDaySql,
    orderAttemptsSql,
    // Store write-back jobs ride the same outbox and worker (decision 075).
    storeJob: (event) => later.storePlugins().writeBack.attempt(event),
  });
  const notifications = composeNotifications(kit, links);
  // Proof photos and signatures (decision 065) and the merchant's logo (issue 38 §1) are files: the files
  // module before the receiver and the orders.
  const files = composeFiles(kit);
  const receiver = composeReceiver(kit, {
    ...messaging,
    ...deps,
    ...notifications,
    ...lookups,
    files: files.files,
    later,
  });
  // One cache of serialised list pages for the order and mission lists (decisions 033 and 035).
  const pageCache = createPageCache();
  const shared = { ...lookups, ...idempotency, ...accounts, ...webhooks, ...notifications, pageCache };
  const orders = composeOrders(kit, {
    files: files.files,
    ...shared,
    ...costs,
    ...products,
    ...receiver,
    ...links,
    later,
    hasPermission: (userId: number, permission: 'attempts') => team.permissions.has(userId, permission),
    storeWriteBack: (change) => later.storePlugins().writeBack.orderStatusChanged(change),
  });
  const orderImport = composeOrderImport(kit, { ...orders, ...lookups, ...deps });
  const orderExport = composeOrderExport(kit, { ...orders, rowsAsJson: database.kind === 'pglite' });
  // One money path (decision 052): the supply missions before the supplies, the missions desks after.
  const supplyMissions = composeSupplyMissions(kit, webhooks);
  const supplies = composeSupplies(kit, { ...shared, ...supplyMissions, ...orders, ...captains });
  const dashboard = composeDashboard(kit, { ...orders, ...supplies });
  const missions = composeMissions(kit, { ...shared, ...supplyMissions, ...orders, ...supplies, ...links });
  const opsClients = composeOpsClients(kit, { ...supplies, ...missions, ...links });
  const tickets = composeTickets(kit, { ...files, ...notifications, ...webhooks, ...links });
  const chat = composeChat(kit, { ...files, ...notifications, ...links });
  const opsDashboard = composeOpsDashboard(kit, { ...orders, ...missions, ...tickets, ...chat });
  const storePlugins = composeStorePlugins(kit, {
    ...orderImport,
    ...secrets,
    ...notifications,
    ...unlock,
    ...webhooks,
    ...receiver,
  });
  const merchantApi = composeMerchantApi(kit, { ...auth, ...secrets, ...orders, ...tickets, ...lookups });
  const system = composeSystem(kit, database);

  // Each scope registers its routes module by module in this order (http/scopes.ts: the prefixes, the
  // rate limits, the guards, the web app).
  const modules: ModuleScopes[] = [auth, accounts, content, system, lookups, costs, orders, products, survey];
  modules.push(tracking, missions, dashboard, orderImport, orderExport, notifications, team, attendance);
  modules.push(supplies, opsClients, files, tickets, chat, captains, opsDashboard, merchantApi, webhooks);
  modules.push(storePlugins, receiver, messaging);
  decorateDemoAccounts(app, accounts.accounts);
  await registerScopes(app, kit, {
    modules,
    authenticate: {
      client: auth.sessions.authenticate,
      v1: merchantApi.merchantApi.authenticate,
      ops: auth.staffAuth.authenticate,
      captain: auth.captainAuth.authenticate,
    },
  });

  return startRuntime(base, { auth, orders, receiver, webhooks, notifications, links });
}
