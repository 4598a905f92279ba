import { wooCommerceStatusOf, type StoreWriteBackStep } from '@courier/contracts';
import type { StoreApi } from './store-api';

export interface WooCommerceJob {
  step: StoreWriteBackStep;
  /** WooCommerce's order id (the `order.created` webhook's `id`). */
  orderId: string;
  /** The note, in the merchant's language, with the tracking number (and the tracking page at pickup). */
  note: string;
}

/**
 * One step on WooCommerce (REST API v3): an order note, written once (a retry reads the notes first),
 * then the order's status when the step moves it (`completed` on delivery, `cancelled` on return; a
 * repeated PUT of the same status changes nothing). The pickup's note is the customer's too: it carries
 * the tracking page, as Shopify's shipping confirmation does.
 */
export async function wooCommerceWriteBack(api: StoreApi, job: WooCommerceJob): Promise<void> {
  const order = `/wp-json/wc/v3/orders/${job.orderId}`;
  const notes = await api.call<Array<{ note: string }>>('GET', `${order}/notes`);
  if (!notes.some((n) => n.note === job.note))
    await api.call('POST', `${order}/notes`, { note: job.note, customer_note: job.step === 'picked_up' });
  const status = wooCommerceStatusOf[job.step];
  if (status) await api.call('PUT', order, { status });
}
