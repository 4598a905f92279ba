import { randomBytes } from 'node:crypto';
import { orderStatusByCode, storeWriteBackStep, translate } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { StatusListener } from '../../db/status-events';
import {
  webhookRetryWindowMs,
  type StoreJobResult,
  type WebhookEventRow,
} from '../webhooks/webhooks.service';
import { shopifyWriteBack } from './shopify-write-back';
import { StoreCallFailed, storeApi, type Outbound } from './store-api';
import { wooCommerceWriteBack } from './woocommerce-write-back';
import type { WriteBackJobData, WriteBackRepository } from './write-back.repository';

type JobContext = NonNullable<Awaited<ReturnType<WriteBackRepository['jobContext']>>>;

/**
 * Status write-back (decision 075): an order from a store connection with write-back on writes a job
 * into the webhook outbox when it is picked up, delivered or returned (`orderStatusChanged`, in the move's
 * transaction); the outbox's worker hands each job to `attempt`, which calls the store's REST API with
 * the merchant's credentials, and retries it with the webhooks' backoff (or the store's Retry-After).
 */
export function createWriteBackService(deps: {
  repo: WriteBackRepository;
  clock: Clock;
  outbound: Outbound;
  /** The connection's credentials, unsealed (the store-plugins service holds the sealer). */
  credentials: (c: JobContext) => Promise<{ key: string | null; secret: string | null }>;
  /** The receiver's tracking page of an order (`/t/{token}`), made when it has none yet. */
  trackingLink: (order: { id: number; clientId: number }) => Promise<string>;
  /** The carrier's name on a Shopify fulfilment. */
  company: string;
}) {
  const { repo, clock } = deps;
  // One attempt per store order at a time in this process: a pickup's retry and the delivery due in the
  // same sweep would otherwise both find no fulfilment and make two.
  const running = new Map<number, Promise<unknown>>();

  const orderStatusChanged: StatusListener = (change) => {
    const from = orderStatusByCode(change.from);
    const to = orderStatusByCode(change.to);
    const step = from && to ? storeWriteBackStep(from, to) : null;
    if (!step) return null;
    const now = clock.now();
    return repo.jobIfWrittenBack({
      eventId: `evt_${randomBytes(16).toString('base64url')}`,
      clientId: change.clientId,
      code: change.code,
      step,
      now,
      giveUpAt: new Date(now.getTime() + webhookRetryWindowMs),
    });
  };

  async function run(event: WebhookEventRow, job: WriteBackJobData): Promise<StoreJobResult> {
    const ctx = await repo.jobContext(event.clientId, event.connectionId!, job.store_order);
    const nothing = { url: '', statusCode: null, latencyMs: 0, responseExcerpt: null };
    if (!ctx) return { ...nothing, error: 'the store order or its connection is gone' };
    if (!ctx.writeBack || !ctx.storeUrl) return { ...nothing, error: 'write-back is off for this store' };
    const { key, secret } = await deps.credentials(ctx);
    if (!key || (ctx.platform === 'woocommerce' && !secret))
      return { ...nothing, url: ctx.storeUrl, error: 'the store API credentials are missing' };
    const headers: Record<string, string> =
      ctx.platform === 'shopify'
        ? { 'x-shopify-access-token': key }
        : { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` };
    const api = storeApi({ base: ctx.storeUrl, headers, outbound: deps.outbound });
    const trackingUrl = await deps.trackingLink({ id: ctx.orderId, clientId: ctx.clientId });
    try {
      if (ctx.platform === 'shopify') {
        const made = await shopifyWriteBack(api, {
          step: job.step,
          orderId: job.store_order_id,
          code: job.code,
          trackingUrl,
          company: deps.company,
          fulfillmentId: ctx.remoteFulfillmentId,
        });
        if (made && made !== ctx.remoteFulfillmentId)
          await repo.keepFulfillment(ctx.clientId, job.store_order, made);
      } else {
        const note = translate(`storePlugins.note.${job.step}`, ctx.language, {
          code: job.code,
          link: trackingUrl,
        });
        await wooCommerceWriteBack(api, { step: job.step, orderId: job.store_order_id, note });
      }
      return api.last();
    } catch (err) {
      if (err instanceof StoreCallFailed) return err.result;
      throw err;
    }
  }

  return {
    orderStatusChanged,

    /** One attempt of a write-back job (the webhook worker's `storeJob`): what the delivery log keeps. */
    async attempt(event: WebhookEventRow): Promise<StoreJobResult> {
      const job = (event.payload as { data: WriteBackJobData }).data;
      const key = job.store_order;
      const before = running.get(key) ?? Promise.resolve();
      const mine = before.catch(() => undefined).then(() => run(event, job));
      running.set(key, mine);
      try {
        return await mine;
      } finally {
        if (running.get(key) === mine) running.delete(key);
      }
    },
  };
}

export type WriteBackService = ReturnType<typeof createWriteBackService>;
