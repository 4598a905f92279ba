import type { FastifyRequest } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrderImportService } from '../order-import/order-import.service';
import type { SecretsService } from '../secrets/secrets.service';
import { storeHooksRoutes } from './store-hooks.routes';
import { createStorePluginsRepository } from './store-plugins.repository';
import { storePluginsRoutes } from './store-plugins.routes';
import { createStorePluginsService } from './store-plugins.service';

/** Store plugins (issue 10): store webhooks become orders through the smart upload's intake. */
export function composeStorePlugins(
  { db, clock }: ComposeKit,
  given: {
    orderImports: OrderImportService;
    secrets: SecretsService;
    notifier: NotificationsService['notifier'];
    /** The merchant API page's unlock (called only while serving a request). */
    requireUnlocked: (request: FastifyRequest) => Promise<void>;
  },
) {
  const { orderImports, secrets, notifier, requireUnlocked } = given;
  const storePlugins = createStorePluginsService({
    connections: createStorePluginsRepository(db),
    imports: orderImports,
    secrets,
    clock,
    notifier,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(storePluginsRoutes), { storePlugins, requireUnlocked });
  };
  const hooks: ScopeRoutes = async (hooks) => {
    await hooks.register(named(storeHooksRoutes), { storePlugins });
  };
  return { storePlugins, client, hooks };
}
