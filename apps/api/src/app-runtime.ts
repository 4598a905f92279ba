import type { FastifyInstance } from 'fastify';
import type { AppBase } from './app-base';
import { scheduleHourly } from './hourly-jobs';
import type { composeAuth } from './modules/auth/auth.compose';
import type { composeNotifications } from './modules/notifications/notifications.compose';
import type { composeOrders } from './modules/orders/orders.compose';
import { composeRealtime, type realtimeLinks } from './modules/realtime/realtime.compose';
import { startReceiverWorker, type composeReceiver } from './modules/receiver/receiver.compose';
import { startWebhookWorker, type composeWebhooks } from './modules/webhooks/webhooks.compose';

/** The composed modules whose jobs, workers and sockets run beside their routes. */
export interface RuntimeModules {
  auth: ReturnType<typeof composeAuth>;
  orders: ReturnType<typeof composeOrders>;
  receiver: ReturnType<typeof composeReceiver>;
  webhooks: ReturnType<typeof composeWebhooks>;
  notifications: ReturnType<typeof composeNotifications>;
  links: ReturnType<typeof realtimeLinks>;
}

/**
 * What runs once the routes are registered (app.ts): the hourly jobs, the socket server, the workers, and
 * the shutdown order (the sockets drain before close; then the work after answers, the socket server, and
 * the database when the app opened it).
 */
export async function startRuntime(
  { app, kit, database, ownsDatabase }: AppBase,
  { auth, orders, receiver, webhooks, notifications, links }: RuntimeModules,
): Promise<FastifyInstance> {
  scheduleHourly(app, kit.logger, [auth.hourly, orders.hourly, orders.attemptsHourly, receiver.hourly]);

  const realtime = await composeRealtime(app, kit, { ...auth, ...notifications, links });
  const { afterResponse } = auth;
  app.decorate('afterResponse', afterResponse);
  startWebhookWorker(app, webhooks.webhooks);
  startReceiverWorker(app, receiver.receiver, receiver.receiverConfirm);
  app.decorate('attempts', orders.attempts);
  app.addHook('preClose', async () => realtime.drain());
  app.addHook('onClose', async () => {
    await afterResponse.idle();
    await realtime.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
