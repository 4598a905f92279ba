import { expect, type APIRequestContext } from '@playwright/test';
import { createOrder, staffHeaders, unique } from './data';

/** Moves an order on the desk (ops@demo.test); with_captain takes the first captain. */
export async function deskMove(request: APIRequestContext, code: string, status: string) {
  const headers = await staffHeaders(request);
  const extra: Record<string, unknown> = {};
  if (status === 'with_captain') {
    const captains = (await (await request.get('/api/ops/orders/captains', { headers })).json()) as {
      feed: Array<{ id: number; name: string }>;
    };
    extra.captain_id = captains.feed[0]!.id;
  }
  const res = await request.post('/api/ops/orders/status', {
    headers,
    data: { codes: [code], status, ...extra },
  });
  const body = (await res.json()) as { feed: { updated: string[] } };
  expect(body.feed.updated, JSON.stringify(body)).toEqual([code]);
}

/** The newest development-outbox message about this order that contains `words` (polls ~10 s). */
export async function outboxMessage(request: APIRequestContext, code: string, words: string) {
  for (let i = 0; i < 100; i++) {
    const feed = ((await (await request.get('/api/dev/outbox')).json()) as { feed: Array<{ body: string }> })
      .feed;
    const message = feed.find((m) => m.body.includes(code) && m.body.includes(words));
    if (message) return message.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No receiver message about ${code} with "${words}" arrived in the outbox`);
}

/** The tracking link the order's out-for-delivery message carried. */
export async function trackingLinkFromOutbox(request: APIRequestContext, code: string) {
  const body = await outboxMessage(request, code, '/t/');
  return body.match(/https?:\/\/\S+\/t\/[A-Za-z0-9_-]{22}/)![0];
}

/** A merchant's order out for delivery with a captain; answers its code and its tracking link's path. */
export async function orderOutForDelivery(request: APIRequestContext, email: string) {
  const order = await createOrder(request, email, unique('مستلم التتبع'), { sent: true });
  await deskMove(request, order.code, 'underway');
  await deskMove(request, order.code, 'with_captain');
  const link = await trackingLinkFromOutbox(request, order.code);
  return { ...order, path: new URL(link).pathname, link };
}
