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

/** An order of the account's client: saved, or sent with `{ sent: true }`. */
export async function createOrder(
  request: APIRequestContext,
  email: string,
  receiver: string,
  { sent = false } = {},
) {
  const headers = await authorized(request, email);
  const areas = (await (await request.get('/api/client/get-area/1', { headers })).json()) as {
    feed: { id: number }[];
  };
  const res = await request.post('/api/client/order/submit', {
    headers,
    data: {
      receiver,
      phone1: '01011112222',
      government: 1,
      area: areas.feed[0]!.id,
      address: '5 شارع النصر، مدينة نصر',
      contentOrder: 'ملابس',
      collectedAmount: '300',
    },
  });
  const body = (await res.json()) as { success: number; code: string; id: number };
  expect(body.success, JSON.stringify(body)).toBe(1);
  if (sent) {
    const send = await request.post(`/api/client/order/change-to-sent?id=${body.id}`, { headers });
    expect(send.ok(), await send.text()).toBe(true);
  }
  return { code: body.code, id: body.id };
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
