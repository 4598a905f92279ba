import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { devNotificationsRoutes } from './dev-notifications.routes';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsDeps } from './notifications.service';

/**
 * Every event source (ops moves, supplies, requests, tickets, chat) is given `notifications.notifier`,
 * records through it inside its own transaction and pushes after the commit (notifier.ts) to the sockets.
 */
export function composeNotifications(
  { db, transaction }: ComposeKit,
  /** The push to the client's sockets (the realtime links). */
  { deliverNotification }: { deliverNotification: NotificationsDeps['deliver'] },
) {
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(db),
    transaction,
    deliver: deliverNotification,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(notificationsRoutes), { notifications });
  };
  const dev: ScopeRoutes = async (dev) => {
    await dev.register(named(devNotificationsRoutes), { notifications });
  };
  return { notifications, notifier: notifications.notifier, client, dev };
}
