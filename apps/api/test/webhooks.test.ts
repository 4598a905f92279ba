import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders';
import { webhookDeliveries, webhookEvents } from '../src/db/schema/webhooks';
import { transition } from '../src/db/transition';
import { transactionRunner } from '../src/db/transaction';
import { createOrdersRepository } from '../src/modules/orders/orders.repository';
import { withStatusEvents } from '../src/db/status-events';
import { createWebhooksRepository } from '../src/modules/webhooks/webhooks.repository';
import { hours } from './support/clock';
import { createAccount, createOrder, createUser } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';
import { expectDocumentedEvent } from './support/webhook-events';
import { useWebhookReceiver } from './support/webhook-receiver';

// The receiver is on 127.0.0.1: this file allows private addresses (webhooks-ssrf.test.ts does not).
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const receiver = useWebhookReceiver();

/** A fresh client whose admin opened the API page; answers its token and ids. */
async function merchant() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  return { ...account, token };
}

const post = (token: string, url: string, body?: unknown) =>
  t.call({ method: 'POST', url: `/api/client${url}`, token, body, lang: 'en' });

async function listening(token: string, apiToken: string | null = 'merchant-secret-token') {
  const res = await post(token, '/update-api', { api_url: `${receiver.origin}/hooks`, api_token: apiToken });
  expect(res.status, res.raw.body).toBe(200);
  expect(res.body.feed.api_url).toBe(`${receiver.origin}/hooks`);
}

const eventsOf = (clientId: number) =>
  t.database.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.clientId, clientId))
    .orderBy(webhookEvents.id);
const attemptsOf = (clientId: number) =>
  t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.clientId, clientId))
    .orderBy(webhookDeliveries.id);

/** A saved order of the client, sent by its admin through the portal's action (saved → sent). */
async function sendOrder(clientId: number, token: string) {
  const order = await createOrder(t.database.db, clientId, { status: 1 });
  const res = await t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${order.id}`, token });
  expect(res.status, res.raw.body).toBe(200);
  return order;
}

/** Verifies `t=…,v1=…` as a merchant's receiver would (the snippet of decision 030). */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

describe('update-api and delete-client-api (spec §7)', () => {
  it('are admin only and behind the API page’s OTP unlock', async () => {
    const account = await createAccount(t.database.db);
    const locked = await t.tokenFor(account.email);
    for (const url of ['/update-api', '/delete-client-api', '/link-with-apis/webhooks/test']) {
      const res = await post(
        locked,
        url,
        url === '/update-api' ? { api_url: 'https://example.com' } : undefined,
      );
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('OTP_REQUIRED');
    }
    expect(
      (await t.call({ url: '/api/client/link-with-apis/webhooks/deliveries', token: locked })).body.code,
    ).toBe('OTP_REQUIRED');

    const sub = await createUser(t.database.db, account.clientId);
    const subToken = await t.tokenFor(sub.email);
    for (const url of ['/update-api', '/delete-client-api', '/link-with-apis/webhooks/secret/rotate']) {
      const res = await post(
        subToken,
        url,
        url === '/update-api' ? { api_url: 'https://example.com' } : undefined,
      );
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('answers field errors in the spec’s `errors` list, and shows the settings masked', async () => {
    const { token } = await merchant();
    const missing = await post(token, '/update-api', { api_token: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.api_url).toEqual(['This field is required']);
    const bad = await post(token, '/update-api', { api_url: 'not a url' });
    expect(bad.body.errors.api_url).toHaveLength(1);

    await listening(token, 'tok-abcd1234');
    const shown = await t.call({ url: '/api/client/link-with-apis/webhooks', token });
    expect(shown.body.feed.api_url).toBe(`${receiver.origin}/hooks`);
    expect(shown.body.feed.api_token).toBe('••••••••1234');
    expect(shown.body.feed.signing_secret).toMatch(/^whsec_•+.{4}$/);
    expect(JSON.stringify(shown.body)).not.toContain('tok-abcd1234');

    expect((await post(token, '/delete-client-api')).status).toBe(200);
    const cleared = await t.call({ url: '/api/client/link-with-apis/webhooks', token });
    expect(cleared.body.feed).toMatchObject({ api_url: null, api_token: null });
    expect((await post(token, '/link-with-apis/webhooks/test')).body.code).toBe('WEBHOOK_URL_MISSING');
  });
});

describe('delivery', () => {
  it('signs the test event so the receiver can verify it, with the merchant’s token as the bearer', async () => {
    const { token } = await merchant();
    await listening(token);
    const secret = (await post(token, '/link-with-apis/webhooks/secret/reveal')).body.feed.signing_secret;
    expect(secret).toMatch(/^whsec_/);

    const res = await post(token, '/link-with-apis/webhooks/test');
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed.delivery).toMatchObject({
      status_code: 200,
      event_status: 'delivered',
      error: null,
    });
    expect(res.body.feed.delivery.response_excerpt).toBe('ok');

    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({ id: res.body.feed.event_id, type: 'ping' });
    expect(hit!.headers['x-courier-event-id']).toBe(payload.id);
    expect(hit!.headers['authorization']).toBe('Bearer merchant-secret-token');
    const signature = hit!.headers['x-courier-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signature.startsWith(`t=${Math.floor(t.clock.now().getTime() / 1000)},`)).toBe(true);
    expect(verify(secret, signature, hit!.body)).toBe(true);
    expect(verify(secret, signature, hit!.body.replace('ping', 'pong'))).toBe(false);

    // A secret rotated without overlap signs the next attempt; the old one no longer verifies it (the
    // overlap of a rotation is rotation-overlap.test.ts's).
    const rotated = (await post(token, '/link-with-apis/webhooks/secret/rotate?grace_hours=0')).body.feed
      .signing_secret;
    expect(rotated).not.toBe(secret);
    await post(token, '/link-with-apis/webhooks/test');
    const second = receiver.received[1]!;
    expect(verify(rotated, second.headers['x-courier-signature'] as string, second.body)).toBe(true);
    expect(verify(secret, second.headers['x-courier-signature'] as string, second.body)).toBe(false);

    const log = await t.call({ url: '/api/client/link-with-apis/webhooks/deliveries?page=1', token });
    expect(log.body.feed.total).toBe(2);
    expect(log.body.feed.data[0]).toMatchObject({
      type: 'ping',
      status_code: 200,
      url: `${receiver.origin}/hooks`,
    });
  });

  it('does not follow a redirect: a 302 is a failed attempt', async () => {
    const { token } = await merchant();
    await listening(token);
    receiver.respond((res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    });
    const res = await post(token, '/link-with-apis/webhooks/test');
    expect(res.body.feed.delivery).toMatchObject({ status_code: 302, event_status: 'pending' });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('writes exactly one event per status change, in its transaction, only for a client with an api_url', async () => {
    const quiet = await merchant();
    await sendOrder(quiet.clientId, quiet.token);
    expect(await eventsOf(quiet.clientId)).toHaveLength(0);

    const { clientId, token } = await merchant();
    await listening(token);
    const order = await sendOrder(clientId, token);
    const events = await eventsOf(clientId);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({
      id: events[0]!.eventId,
      type: 'order.status_changed',
      livemode: true,
      created_at: t.clock.now().toISOString(),
      occurred_at: t.clock.now().toISOString(),
      // No captain attempt yet: no proof, no failed attempts (decision 065).
      data: {
        code: order.code,
        status: 'sent',
        previous_status: 'saved',
        payout_date: null,
        proof: null,
        last_attempts: [],
      },
    });

    // A change that rolls back leaves no event behind.
    const other = await createOrder(t.database.db, clientId, { status: 1 });
    const store = withStatusEvents(
      createOrdersRepository(t.database.db).movable({ clientId, userId: null, name: 'test' }, other.id),
      t.app.webhooks.orderStatusChanged,
    );
    await expect(
      transition(transactionRunner(t.database.db), store, (row) => ({
        values: { status: 2 },
        log: { actor: 'ops', actorName: 'test', action: 'send', fromStatus: row.status, toStatus: 2 },
        after: async () => {
          throw new Error('rolled back');
        },
      })),
    ).rejects.toThrow('rolled back');
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, other.id));
    expect(still!.status).toBe(1);
    expect(await eventsOf(clientId)).toHaveLength(1);
  });

  it('writes the events of the operations desk’s moves too, one per order and move', async () => {
    const { clientId, token } = await merchant();
    await listening(token);
    const a = await createOrder(t.database.db, clientId, { status: 2 });
    const b = await createOrder(t.database.db, clientId, { status: 2 });
    const staff = await t.staffTokenFor('ops@demo.test');
    const moved = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: staff,
      body: { codes: [a.code, b.code], status: 'underway' },
    });
    expect(moved.body.feed.updated).toEqual([a.code, b.code]);
    const events = await eventsOf(clientId);
    const noAttempts = { proof: null, last_attempts: [] };
    expect(events.map((e) => (e.payload as { data: unknown }).data)).toEqual([
      { code: a.code, status: 'underway', previous_status: 'sent', payout_date: null, ...noAttempts },
      { code: b.code, status: 'underway', previous_status: 'sent', payout_date: null, ...noAttempts },
    ]);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
  });

  it('numbers each order’s events in the order of its changes, whatever order they arrive in', async () => {
    const { clientId, token } = await merchant();
    await listening(token);
    const order = await createOrder(t.database.db, clientId, { status: 2 });
    const staff = await t.staffTokenFor('ops@demo.test');
    await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: staff,
      body: { codes: [order.code], status: 'underway' },
    });
    const store = withStatusEvents(
      createOrdersRepository(t.database.db).movable({ clientId, userId: null, name: 'test' }, order.id),
      t.app.webhooks.orderStatusChanged,
    );
    await transition(transactionRunner(t.database.db), store, (row) => ({
      values: { status: 4 },
      log: { actor: 'ops', actorName: 'test', action: 'move', fromStatus: row.status, toStatus: 4 },
    }));
    // The first attempt of 'underway' fails: its retry arrives after 'with_captain'. The failure is
    // chosen by the event, not by arrival, since one pass may deliver the two events in either order.
    let failed: unknown = null;
    receiver.respond((res, _n, hit) => {
      const fail = failed === null && JSON.parse(hit.body).data.status === 'underway';
      if (fail) failed = hit;
      res.statusCode = fail ? 500 : 200;
      res.end('ok');
    });
    while ((await t.app.webhooks.deliverDue()) > 0);
    t.clock.advance(60_000);
    while ((await t.app.webhooks.deliverDue()) > 0);
    // What the receiver accepted (every answer but the one 500).
    expect(failed).not.toBeNull();
    const arrived = receiver.received.filter((hit) => hit !== failed).map((hit) => JSON.parse(hit.body));
    expect(arrived.map((e) => e.data.status)).toEqual(['with_captain', 'underway']);
    const ordered = [...arrived].sort((x, y) => x.sequence - y.sequence);
    expect(ordered.map((e) => e.data.status)).toEqual(['underway', 'with_captain']);
    expect(
      ordered.every((e) => Number.isInteger(e.sequence) && !Number.isNaN(Date.parse(e.occurred_at))),
    ).toBe(true);
    // As the document's `webhooks` section describes them (decision 069).
    for (const event of arrived) expectDocumentedEvent(event);
  });

  it('retries a 500 with exponential backoff, then a 2xx ends it; every attempt carries the same event id', async () => {
    const { clientId, token } = await merchant();
    await listening(token);
    await sendOrder(clientId, token);
    receiver.respond((res, n) => {
      res.statusCode = n < 3 ? 500 : 204;
      res.end(n < 3 ? 'x'.repeat(900) : '');
    });

    expect(await t.app.webhooks.deliverDue()).toBe(1);
    expect(await t.app.webhooks.deliverDue()).toBe(0); // not due again yet
    t.clock.advance(30_000 - 1);
    expect(await t.app.webhooks.deliverDue()).toBe(0);
    t.clock.advance(1);
    expect(await t.app.webhooks.deliverDue()).toBe(1); // 30 s after the first
    t.clock.advance(60_000 - 1);
    expect(await t.app.webhooks.deliverDue()).toBe(0);
    t.clock.advance(1);
    expect(await t.app.webhooks.deliverDue()).toBe(1); // 60 s after the second
    expect(await t.app.webhooks.deliverDue()).toBe(0);

    const attempts = await attemptsOf(clientId);
    expect(attempts.map((a) => a.statusCode)).toEqual([500, 500, 204]);
    // The log labels each attempt by its own outcome: the two 500s are not "delivered".
    const log = await t.call({ url: '/api/client/link-with-apis/webhooks/deliveries', token });
    expect(
      log.body.feed.data.map((d: { status_code: number; event_status: string }) => [
        d.status_code,
        d.event_status,
      ]),
    ).toEqual([
      [204, 'delivered'],
      [500, 'failed'],
      [500, 'failed'],
    ]);
    expect(attempts[0]!.responseExcerpt).toHaveLength(500);
    expect(attempts.every((a) => a.latencyMs >= 0)).toBe(true);
    const [event] = await eventsOf(clientId);
    expect(event).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(new Set(receiver.received.map((r) => r.headers['x-courier-event-id']))).toEqual(
      new Set([event!.eventId]),
    );
  });

  it('gives up after 24 hours (failed), and a resend by hand delivers the same event', async () => {
    const { clientId, token, email } = await merchant();
    await listening(token);
    await sendOrder(clientId, token);
    const start = t.clock.now().getTime();
    receiver.respond((res) => {
      res.statusCode = 500;
      res.end();
    });
    for (let i = 0; i < 40; i++) {
      const [event] = await eventsOf(clientId);
      if (event!.status !== 'pending') break;
      t.clock.set(new Date(Math.max(t.clock.now().getTime(), event!.nextAttemptAt.getTime())));
      await t.app.webhooks.deliverDue();
    }
    const [failed] = await eventsOf(clientId);
    expect(failed!.status).toBe('failed');
    const attempts = await attemptsOf(clientId);
    const times = attempts.map((a) => a.attemptedAt.getTime() - start);
    expect(times.at(-1)).toBe(hours(24)); // the last try is at the deadline, none after it
    expect(times.slice(0, 4)).toEqual([0, 30_000, 90_000, 210_000]); // 30 s, 1 min, 2 min between
    const gaps = times.slice(1).map((v, i) => v - times[i]!);
    expect(Math.max(...gaps)).toBe(hours(6));

    receiver.respond((res) => res.end('ok'));
    // A day later the admin signs in again and opens the page.
    const later = await t.tokenFor(email);
    await unlockApiPage(t, later);
    const resent = await post(later, `/link-with-apis/webhooks/${failed!.eventId}/resend`);
    expect(resent.status, resent.raw.body).toBe(200);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    const [done] = await eventsOf(clientId);
    expect(done!.status).toBe('delivered');
    expect(receiver.received.at(-1)!.headers['x-courier-event-id']).toBe(failed!.eventId);

    // Another client's event is not found.
    const stranger = await merchant();
    expect((await post(stranger.token, `/link-with-apis/webhooks/${failed!.eventId}/resend`)).status).toBe(
      404,
    );
  });

  it('loses nothing when the server dies mid-delivery: the claimed event is due again after its lease', async () => {
    const { clientId, token } = await merchant();
    await listening(token);
    await sendOrder(clientId, token);
    // A worker claims the event, then its process is killed before it records anything.
    const now = t.clock.now();
    const claimed = await createWebhooksRepository(t.database.db).claimDue(
      now,
      new Date(now.getTime() + 60_000),
      10,
    );
    expect(claimed).toHaveLength(1);

    expect(await t.app.webhooks.deliverDue()).toBe(0);
    t.clock.advance(60_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    const [event] = await eventsOf(clientId);
    expect(event!.status).toBe('delivered');
    expect(receiver.received.map((r) => r.headers['x-courier-event-id'])).toEqual([claimed[0]!.eventId]);
  });
});

describe('outbox clean-up (WEBHOOK_RETENTION_DAYS, 30 by default)', () => {
  it('deletes delivered and failed events with their attempts once they ended 30 days ago; pending ones stay', async () => {
    const { clientId, token } = await merchant();
    await listening(token);
    await sendOrder(clientId, token);
    await sendOrder(clientId, token);
    await t.app.webhooks.deliverDue(); // both delivered now, one attempt each
    const [delivered, failed] = await eventsOf(clientId);
    await t.database.db
      .update(webhookEvents)
      .set({ status: 'failed', updatedAt: t.clock.now() })
      .where(eq(webhookEvents.id, failed!.id));
    receiver.respond((res) => {
      res.statusCode = 500;
      res.end();
    });
    await sendOrder(clientId, token);
    await t.app.webhooks.deliverDue(); // the third is pending, retried in 30 s
    expect(await attemptsOf(clientId)).toHaveLength(3);

    t.clock.advance(30 * 24 * 3_600_000 - 1);
    expect(await t.app.webhooks.cleanUp()).toBe(0);
    t.clock.advance(1);
    expect(await t.app.webhooks.cleanUp()).toBe(0); // "older than": the very moment is kept
    t.clock.advance(1);
    expect(await t.app.webhooks.cleanUp()).toBe(2);
    const left = await eventsOf(clientId);
    expect(left.map((e) => e.status)).toEqual(['pending']);
    expect(left.map((e) => e.id)).not.toContain(delivered!.id);
    expect((await attemptsOf(clientId)).map((a) => a.eventId)).toEqual([left[0]!.id]);
  });
});
