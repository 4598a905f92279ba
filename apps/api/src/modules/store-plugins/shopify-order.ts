import {
  contentOf,
  firstText,
  joinAddress,
  objectOf,
  rowFields,
  textOf,
  type StoreOrder,
} from './store-order';

/** Financial statuses of an order the customer has paid for: nothing to collect on delivery. */
const PAID = new Set(['paid', 'refunded', 'partially_refunded', 'voided']);

/**
 * Shopify's order webhook (topic orders/create, JSON): `id`, `name` (#1001), `shipping_address` {name,
 * first_name, last_name, phone, address1, address2, city, province, country}, `billing_address`,
 * `customer.phone`, `total_price`, `total_outstanding`, `financial_status`, `line_items`, `note`. Null
 * when the body is not an order (no id).
 */
export function shopifyOrder(body: unknown): StoreOrder | null {
  const order = objectOf(body);
  const externalId = textOf(order.id);
  if (externalId === '') return null;
  const shipping = objectOf(order.shipping_address);
  const billing = objectOf(order.billing_address);
  const customer = objectOf(order.customer);
  const paid = PAID.has(textOf(order.financial_status));
  const number = firstText(order.name, order.order_number, externalId);
  return {
    externalId,
    number,
    fields: rowFields({
      receiver: firstText(
        shipping.name,
        joinAddress(shipping.first_name, shipping.last_name).replace('، ', ' '),
        billing.name,
      ),
      phone1: firstText(shipping.phone, billing.phone, customer.phone, order.phone),
      address: joinAddress(
        shipping.address1,
        shipping.address2,
        shipping.city,
        shipping.province,
        shipping.country,
      ),
      contentOrder: contentOf(order.line_items),
      collectedAmount: paid ? '0' : firstText(order.total_outstanding, order.total_price),
      notes: textOf(order.note).slice(0, 500),
      invoice_number: number.slice(0, 60),
    }),
  };
}
