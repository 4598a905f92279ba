import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { SecretsService } from '../secrets/secrets.service';
import { systemResolveHost, type ResolveHost } from './url-guard';
import {
  type WebhookEventRow,
  createWebhooksRepository,
  type NextSupplyDaySql,
  type OrderAttemptsSql,
} from './webhooks.repository';
import { webhooksRoutes } from './webhooks.routes';
import { webhookEventsV1Routes } from './webhook-events-v1.routes';
import { createWebhooksService, type StoreJobResult, type WebhooksService } from './webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed webhooks (decision 030); tests drive its worker with `deliverDue`. */
    webhooks: WebhooksService;
  }
}

/**
 * Signed webhooks (decision 030): orders and missions write each status change's event through
 * `onStatusChange`, supplies and ticket replies through their own hooks, each inside the change's
 * transaction; the worker (started by app.ts after the routes: `startWebhookWorker`) delivers them.
 */
export function composeWebhooks(
  { db, clock, config, logger }: ComposeKit,
  given: {
    secrets: SecretsService;
    resolveHost?: ResolveHost;
    /** The merchant API page's unlock (composed later; called only while serving a request). */
    requireUnlocked: (request: FastifyRequest) => Promise<void>;
    /** The supplies module's next supply day, for an order event's payout date (decision 053). */
    nextSupplyDaySql?: NextSupplyDaySql;
    /** The orders module's delivery proof and failed attempts, for an order event (decision 065). */
    orderAttemptsSql?: OrderAttemptsSql;
    /** The store-plugins module's write-back jobs (decision 075): composed later, called per attempt. */
    storeJob?: (event: WebhookEventRow) => Promise<StoreJobResult>;
  },
) {
  const { secrets, requireUnlocked } = given;
  const webhooks = createWebhooksService({
    webhooks: createWebhooksRepository(db, given.nextSupplyDaySql, given.orderAttemptsSql),
    secrets,
    clock,
    rules: {
      allowHttp: config.NODE_ENV !== 'production' || config.ALLOW_PRIVATE_WEBHOOKS,
      allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS,
    },
    resolveHost: given.resolveHost ?? systemResolveHost,
    logger: logger.child({ module: 'webhooks' }),
    pollMs: config.WEBHOOK_POLL_MS,
    leaseMs: config.WEBHOOK_LEASE_MS,
    retentionDays: config.WEBHOOK_RETENTION_DAYS,
    graceHours: config.ROTATION_GRACE_HOURS,
    storeJob: given.storeJob,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(webhooksRoutes), { webhooks, requireUnlocked });
  };
  // The events API (decision 073): the outbox's rows of the key's client, in the merchant API's scope.
  const v1: ScopeRoutes = async (scope) => {
    await scope.register(named(webhookEventsV1Routes), { webhooks });
  };
  return { webhooks, client, v1 };
}

/** The delivery worker, started once the routes are registered; stopped before the database closes. */
export function startWebhookWorker(app: FastifyInstance, webhooks: WebhooksService) {
  app.decorate('webhooks', webhooks);
  webhooks.start();
  // Before the database closes: the attempt under way ends (and is logged); what is left stays due.
  app.addHook('preClose', async () => webhooks.stop());
}
