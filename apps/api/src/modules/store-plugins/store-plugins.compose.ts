import type { FastifyRequest } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrderImportService } from '../order-import/order-import.service';
import type { ReceiverService } from '../receiver/receiver.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { storeHooksRoutes } from './store-hooks.routes';
import { createStorePluginsRepository } from './store-plugins.repository';
import { storePluginsRoutes } from './store-plugins.routes';
import { createStorePluginsService } from './store-plugins.service';
import { createWriteBackRepository } from './write-back.repository';
import { createWriteBackService } from './write-back.service';

/**
 * Store plugins (issue 10): store webhooks become orders through the smart upload's intake; the orders'
 * progress is written back to the store (decision 075) through jobs of the webhook outbox: the orders
 * module's moves write them (`writeBack.orderStatusChanged`), the webhook worker runs them
 * (`writeBack.attempt`).
 */
export function composeStorePlugins(
  { db, clock, config }: ComposeKit,
  given: {
    orderImports: OrderImportService;
    secrets: SecretsService;
    notifier: NotificationsService['notifier'];
    webhooks: WebhooksService;
    receiver: ReceiverService;
    /** The merchant API page's unlock (called only while serving a request). */
    requireUnlocked: (request: FastifyRequest) => Promise<void>;
  },
) {
  const { orderImports, secrets, notifier, requireUnlocked } = given;
  // The webhooks' address rules (decision 030): the store's API is a merchant-given address too.
  const outbound = given.webhooks;
  const writeBackRepository = createWriteBackRepository(db);
  const storePlugins = createStorePluginsService({
    connections: createStorePluginsRepository(db),
    imports: orderImports,
    secrets,
    clock,
    notifier,
    outbound,
    writeBack: writeBackRepository,
    deliveries: given.webhooks.deliveries,
  });
  const writeBack = createWriteBackService({
    repo: writeBackRepository,
    clock,
    outbound,
    credentials: storePlugins.credentials,
    trackingLink: given.receiver.trackingLinkOf,
    company: new URL(config.PUBLIC_URL).host,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(storePluginsRoutes), { storePlugins, requireUnlocked });
  };
  const hooks: ScopeRoutes = async (hooks) => {
    await hooks.register(named(storeHooksRoutes), { storePlugins });
  };
  return { storePlugins, writeBack, client, hooks };
}
