import {
  contentOf,
  firstText,
  joinAddress,
  objectOf,
  rowFields,
  textOf,
  type StoreOrder,
} from './store-order';

/**
 * WooCommerce's codes for Egypt's governorates (its `states/EG.php`): the `state` field holds the code,
 * which names nothing the matcher knows.
 */
const EGYPT_STATES: Record<string, string> = {
  EGALX: 'Alexandria',
  EGASN: 'Aswan',
  EGAST: 'Asyut',
  EGBA: 'Red Sea',
  EGBH: 'Beheira',
  EGBNS: 'Beni Suef',
  EGC: 'Cairo',
  EGDK: 'Dakahlia',
  EGDT: 'Damietta',
  EGFYM: 'Faiyum',
  EGGH: 'Gharbia',
  EGGZ: 'Giza',
  EGIS: 'Ismailia',
  EGJS: 'South Sinai',
  EGKB: 'Qalyubia',
  EGKFS: 'Kafr El Sheikh',
  EGKN: 'Qena',
  EGLX: 'Luxor',
  EGMN: 'Minya',
  EGMNF: 'Monufia',
  EGMT: 'Matrouh',
  EGPTS: 'Port Said',
  EGSHG: 'Sohag',
  EGSHR: 'Sharqia',
  EGSIN: 'North Sinai',
  EGSUZ: 'Suez',
  EGWAD: 'New Valley',
};

/**
 * WooCommerce's order webhook (topic order.created, JSON of the REST API's order): `id`, `number`,
 * `shipping` {first_name, last_name, address_1, address_2, city, state, phone}, `billing.phone`, `total`,
 * `payment_method` (`cod`), `date_paid`, `line_items`, `customer_note`. Null when not an order.
 */
export function wooCommerceOrder(body: unknown): StoreOrder | null {
  const order = objectOf(body);
  const externalId = textOf(order.id);
  if (externalId === '') return null;
  const shipping = objectOf(order.shipping);
  const billing = objectOf(order.billing);
  const place = Object.keys(shipping).some((k) => k.startsWith('address') && textOf(shipping[k]) !== '')
    ? shipping
    : billing;
  const state = textOf(place.state);
  const paid = textOf(order.payment_method) !== 'cod' && textOf(order.date_paid) !== '';
  const number = firstText(order.number, externalId);
  const name = (p: Record<string, unknown>) => [textOf(p.first_name), textOf(p.last_name)].join(' ').trim();
  return {
    externalId,
    number,
    fields: rowFields({
      receiver: firstText(name(shipping), name(billing)),
      phone1: firstText(shipping.phone, billing.phone),
      address: joinAddress(place.address_1, place.address_2, place.city, EGYPT_STATES[state] ?? state),
      contentOrder: contentOf(order.line_items),
      collectedAmount: paid ? '0' : textOf(order.total),
      notes: textOf(order.customer_note).slice(0, 500),
      invoice_number: `#${number}`.slice(0, 60),
    }),
  };
}
