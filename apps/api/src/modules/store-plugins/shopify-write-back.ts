import type { StoreWriteBackStep } from '@courier/contracts';
import type { StoreApi } from './store-api';

/**
 * Shopify's Admin REST API version the write-back calls (decision 075): Shopify keeps a version for a
 * year; moving on is a change of this line and of the test mock's paths.
 */
export const shopifyApiVersion = '2026-10';
const admin = (path: string) => `/admin/api/${shopifyApiVersion}${path}`;

/** The fulfilment orders a fulfilment may take (Shopify's `status`): the others are done or closed. */
const fulfillable = new Set(['open', 'in_progress']);

interface ShopifyFulfillment {
  id: number | string;
  status?: string;
  tracking_number?: string | null;
  tracking_numbers?: string[];
}

export interface ShopifyJob {
  step: StoreWriteBackStep;
  /** Shopify's order id (the `orders/create` webhook's `id`). */
  orderId: string;
  /** Our order code: the fulfilment's tracking number. */
  code: string;
  trackingUrl: string;
  company: string;
  /** The fulfilment an earlier attempt made, if any. */
  fulfillmentId: string | null;
}

/** The order's fulfilment carrying our tracking number (made by an earlier attempt whose answer was lost). */
async function ours(api: StoreApi, job: ShopifyJob): Promise<string | null> {
  const { fulfillments } = await api.call<{ fulfillments: ShopifyFulfillment[] }>(
    'GET',
    admin(`/orders/${job.orderId}/fulfillments.json`),
  );
  const found = fulfillments.find(
    (f) =>
      f.status !== 'cancelled' &&
      (f.tracking_number === job.code || (f.tracking_numbers ?? []).includes(job.code)),
  );
  return found ? String(found.id) : null;
}

/**
 * The order's fulfilment with our tracking number and tracking page: the one kept or found, else made
 * from every fulfilment order still open (`POST fulfillments.json`, `line_items_by_fulfillment_order`).
 */
async function ensureFulfillment(api: StoreApi, job: ShopifyJob): Promise<string> {
  const existing = job.fulfillmentId ?? (await ours(api, job));
  if (existing) return existing;
  const { fulfillment_orders: orders } = await api.call<{
    fulfillment_orders: Array<{ id: number | string; status: string }>;
  }>('GET', admin(`/orders/${job.orderId}/fulfillment_orders.json`));
  const open = orders.filter((o) => fulfillable.has(o.status));
  if (open.length === 0) throw api.refuse('the order has no open fulfillment order');
  const { fulfillment } = await api.call<{ fulfillment: ShopifyFulfillment }>(
    'POST',
    admin('/fulfillments.json'),
    {
      fulfillment: {
        line_items_by_fulfillment_order: open.map((o) => ({ fulfillment_order_id: o.id })),
        tracking_info: { number: job.code, url: job.trackingUrl, company: job.company },
        notify_customer: true,
      },
    },
  );
  return String(fulfillment.id);
}

/**
 * One step on Shopify: the pickup makes the fulfilment; the delivery marks it `delivered` with a
 * fulfilment event, once (an event already there is not posted again). Answers the fulfilment's id to keep.
 */
export async function shopifyWriteBack(api: StoreApi, job: ShopifyJob): Promise<string | null> {
  if (job.step === 'returned') return job.fulfillmentId;
  const fulfillmentId = await ensureFulfillment(api, job);
  if (job.step === 'delivered') {
    const path = admin(`/orders/${job.orderId}/fulfillments/${fulfillmentId}/events.json`);
    const { fulfillment_events: events } = await api.call<{ fulfillment_events: Array<{ status: string }> }>(
      'GET',
      path,
    );
    if (!events.some((e) => e.status === 'delivered'))
      await api.call('POST', path, { event: { status: 'delivered' } });
  }
  return fulfillmentId;
}
