import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loginMerchant, submitOrder, type Merchant } from './support/client';
import { postgresSkipReason, usePrivateCluster } from './support/cluster-hooks';
import { query, startServer, type RunningServer } from './support/servers';

// Issue 10 / decision 030: a server SIGKILLed while webhook deliveries are in flight loses no event. The
// receiver answers slowly, so attempts are open when the process dies; none of them was recorded, so
// after the restart (and the claim's lease, WEBHOOK_LEASE_MS) each is sent again with the same id.
const skip = postgresSkipReason('webhooks-kill.test.ts');

const events = 20;
const webhookEnv = {
  ALLOW_PRIVATE_WEBHOOKS: 'true',
  WEBHOOK_POLL_MS: '100',
  // The shortest lease the settings accept (webhook-sender.ts's webhookMinLeaseMs).
  WEBHOOK_LEASE_MS: '15000',
};

/** The merchant's server: records every request's event id, answering after `delayMs`. */
async function slowReceiver() {
  const state = {
    delayMs: 1_500,
    started: [] as string[],
    answered: [] as string[],
    bodyIds: [] as string[],
  };
  const server: Server = createServer((req, res) => {
    const id = String(req.headers['x-courier-event-id']);
    state.started.push(id);
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      state.bodyIds.push((JSON.parse(body) as { id: string }).id);
      setTimeout(() => {
        if (res.destroyed) return;
        state.answered.push(id);
        res.writeHead(200).end('ok');
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function call(base: string, token: string, path: string, body: unknown = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Opens the API page with the code from the dev outbox, then points webhooks at the receiver. */
async function listenWith(base: string, merchant: Merchant, url: string) {
  await call(base, merchant.token, '/api/client/link-with-apis/send-otp');
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    feed: { code: string | null }[];
  };
  const code = outbox.feed.find((m) => m.code)?.code;
  await call(base, merchant.token, '/api/client/link-with-apis/check-otp', { code });
  await call(base, merchant.token, '/api/client/update-api', { api_url: url });
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(skip)('webhooks: SIGKILL mid-delivery loses no event (decision 030)', () => {
  const cluster = usePrivateCluster(3);
  let server: RunningServer | undefined;
  let receiver: Awaited<ReturnType<typeof slowReceiver>> | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await receiver?.close();
  });

  it('delivers every event at least once, with the same id, after a kill and a restart', async () => {
    const url = cluster.current.url();
    receiver = await slowReceiver();
    server = await startServer({ DATABASE_URL: url, ...webhookEnv });
    const merchant = await loginMerchant(server.url);
    await listenWith(server.url, merchant, receiver.url);

    // N orders made and sent: two events each, written with the creation and with the move.
    for (let i = 0; i < events; i++) {
      const made = await submitOrder(server.url, merchant, `webhook-kill-${i}`);
      const { id } = (await made.json()) as { id: number };
      const sent = await fetch(`${server.url}/api/client/order/change-to-sent?id=${id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${merchant.token}` },
      });
      expect(sent.status).toBe(200);
    }
    // Each order is an `order.created` event, then its move an `order.status_changed` (decision 073).
    const written = (await query<{ event_id: string }>(url, `select event_id from webhook_events`)).map(
      (r) => r.event_id,
    );
    expect(written).toHaveLength(2 * events);

    // Kill the server while attempts are open at the receiver (none answered yet).
    await until('attempts in flight', () => receiver!.state.started.length >= 3, 20_000);
    const inFlight = receiver.state.started.filter((id) => !receiver!.state.answered.includes(id));
    expect(inFlight.length).toBeGreaterThan(0);
    await server.stop('SIGKILL');
    const startedBeforeKill = receiver.state.started.length;

    receiver.state.delayMs = 20;
    server = await startServer({ DATABASE_URL: url, ...webhookEnv });
    await until(
      'every event answered',
      () => written.every((id) => receiver!.state.answered.includes(id)),
      45_000,
    );
    await until(
      'every event marked delivered',
      async () =>
        (
          await query<{ n: number }>(
            url,
            `select count(*)::int as n from webhook_events where status <> 'delivered'`,
          )
        )[0]!.n === 0,
      10_000,
    );

    // The ones open at the kill came again, after the restart, with the same id.
    const afterRestart = receiver.state.started.slice(startedBeforeKill);
    for (const id of inFlight) expect(afterRestart).toContain(id);
    // Every request carried the id of its body, and only ids of written events arrived.
    expect(receiver.state.bodyIds).toEqual(receiver.state.started);
    expect(new Set(receiver.state.started)).toEqual(new Set(written));
    console.log(
      `[webhooks] SIGKILL mid-delivery: ${written.length} events, ${inFlight.length} in flight at the kill, ` +
        `${receiver.state.started.length} requests in all, every event delivered`,
    );
  }, 120_000);
});
