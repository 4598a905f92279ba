import { expect, type APIRequestContext } from '@playwright/test';
import { sessionFor } from './app';

/**
 * Data a test makes for itself through the API: a worker's tests share one database, so none relies on
 * another's leftovers or on the ids the demo data happens to have.
 */

/** A day N days from now as YYYY-MM-DD (what a date input holds); 2+ days stays ahead of Cairo's today. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Makes receivers and notes unique, so a search finds only what this test made. */
export const unique = (text: string) =>
  `${text} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function authorized(request: APIRequestContext, email: string) {
  const { access_token } = await sessionFor(request, email);
  return { authorization: `Bearer ${access_token}` };
}

/**
 * Orders of the account's client, one per receiver, on ONE session (a login per order would meet the
 * login rate limit): saved, or sent with `{ sent: true }`.
 */
export async function createOrders(
  request: APIRequestContext,
  email: string,
  receivers: readonly string[],
  { sent = false, amount = '300' } = {},
) {
  const headers = await authorized(request, email);
  const areas = (await (await request.get('/api/client/get-area/1', { headers })).json()) as {
    feed: { id: number }[];
  };
  const made: { code: string; id: number }[] = [];
  for (const receiver of receivers) {
    const res = await request.post('/api/client/order/submit', {
      headers,
      data: {
        receiver,
        phone1: '01011112222',
        government: 1,
        area: areas.feed[0]!.id,
        address: '5 شارع النصر، مدينة نصر',
        contentOrder: 'ملابس',
        collectedAmount: amount,
      },
    });
    const body = (await res.json()) as { success: number; code: string; id: number };
    expect(body.success, JSON.stringify(body)).toBe(1);
    if (sent) {
      const send = await request.post(`/api/client/order/change-to-sent?id=${body.id}`, { headers });
      expect(send.ok(), await send.text()).toBe(true);
    }
    made.push({ code: body.code, id: body.id });
  }
  return made;
}

/** An order of the account's client: saved, or sent with `{ sent: true }`. */
export async function createOrder(
  request: APIRequestContext,
  email: string,
  receiver: string,
  options: { sent?: boolean; amount?: string } = {},
) {
  return (await createOrders(request, email, [receiver], options))[0]!;
}

/** A pickup mission due in `dueInDays` days at the client's first address. */
export async function createPickup(request: APIRequestContext, email: string, notes: string, dueInDays = 3) {
  const headers = await authorized(request, email);
  const form = (await (await request.post('/api/client/mission/add', { headers })).json()) as {
    addresses: { id: number }[];
  };
  const res = await request.post('/api/client/mission/submit', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { type: 1, address_id: form.addresses[0]!.id, due_date: daysFromNow(dueInDays), notes },
  });
  const body = (await res.json()) as { success: number; id: number; code: string };
  expect(body.success, JSON.stringify(body)).toBe(1);
  return body;
}

/** The authorization header of an `ops` staff session. */
export async function staffHeaders(request: APIRequestContext) {
  const staff = await request.post('/api/ops/login', {
    data: { email: 'ops@demo.test', password: 'Demo#2026' },
  });
  return { authorization: `Bearer ${((await staff.json()) as { access_token: string }).access_token}` };
}

/** An international shipment with one event, by the tracking desk's API; any client finds it by code. */
export async function createShipment(request: APIRequestContext) {
  const headers = await staffHeaders(request);
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post('/api/ops/international-shipments', {
    headers,
    data: { code, carrier: 'Aramex', status: 'InTransit', origin: 'AE', destination: 'EG' },
  });
  const body = (await res.json()) as { success: number; feed: { id: number; code: string } };
  expect(body.success, JSON.stringify(body)).toBe(1);
  const event = await request.post(`/api/ops/international-shipments/${body.feed.id}/events`, {
    headers,
    data: {
      time: new Date().toISOString(),
      status: 'InTransit',
      description_ar: 'وصلت الشحنة إلى مركز الفرز',
      description_en: 'Arrived at the sorting centre',
      location: 'Dubai',
    },
  });
  expect(event.ok(), await event.text()).toBe(true);
  return { id: body.feed.id, code: body.feed.code };
}

/**
 * A supply by the ops desk's API of ONE of the client's delivered (given) orders, so other tests still find
 * the demo's delivered orders. Answers the supply and the client's id.
 */
export async function createSupply(request: APIRequestContext, email: string) {
  const login = await request.post('/api/client/login', { data: { email, password: 'Demo#2026' } });
  const clientId = ((await login.json()) as { client_id: number }).client_id;
  const headers = await staffHeaders(request);
  const owed = (await (
    await request.get(`/api/ops/supplies/owed?client_id=${clientId}`, { headers })
  ).json()) as { feed: { code: string }[] };
  expect(owed.feed.length, 'the demo client has delivered orders').toBeGreaterThan(0);
  const res = await request.post('/api/ops/supplies', {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { client_id: clientId, order_codes: [owed.feed.at(-1)!.code], method: 'cash' },
  });
  const body = (await res.json()) as {
    success: number;
    feed: { id: number; amount: string; orders: string[] };
  };
  expect(body.success, JSON.stringify(body)).toBe(1);
  return { ...body.feed, clientId };
}

/** A real 1×1 PNG (grey and alpha): an attachment the server recognises by its bytes. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A complaint about a new order of the account's client, with one image; answers the ticket. */
export async function createTicket(request: APIRequestContext, email: string, description: string) {
  const headers = await authorized(request, email);
  const order = await createOrder(request, email, unique('مستلم الشكوى'));
  const form = new FormData();
  for (const [name, value] of Object.entries({
    type: '1',
    entity_id: String(order.id),
    complaint_type_id: '1',
    complaint_type_title_id: '12',
    description,
  }))
    form.append(name, value);
  form.append('image[]', new Blob([tinyPng], { type: 'image/png' }), 'photo.png');
  const res = await request.post('/api/client/ticket/create', { headers, multipart: form });
  const body = (await res.json()) as { success: number; feed: { id: number; code: string } };
  expect(body.success, JSON.stringify(body)).toBe(1);
  return { id: body.feed.id, code: body.feed.code, order };
}
