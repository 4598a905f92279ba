// Issue 10 / decision 030: webhook delivery on the built server and PostgreSQL. Events are committed to the
// outbox by SQL in batches (as a change's transaction writes them; the write path itself is measured by
// the order benchmarks), the server's worker sends them to a local receiver, and the receiver stamps each
// arrival. Prints throughput and commit → delivery p50/p95/p99/max; then, with the receiver down for a
// while, that nothing is lost once it is back. Prints figures; not a test (no target in docs/quality.md).
//
//   npm run bench:webhooks                      10,000 events, then 30 s down
//   BENCH_WH_EVENTS=1000 BENCH_WH_DOWN_MS=10000 npm run bench:webhooks -w bench   a small variant
//   BENCH_WH_DATABASE_URL=postgres://…/db      the database (made if missing, emptied of its events)
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensurePgDatabase, fmt, login, machineNote, openDb, pgAdminUrl, startServer } from './lib/common.mjs';
import { spread, wallNow } from './lib/socket-receivers.mjs';

const events = Number(process.env.BENCH_WH_EVENTS ?? 10_000);
const batch = Number(process.env.BENCH_WH_BATCH ?? 500);
const downMs = Number(process.env.BENCH_WH_DOWN_MS ?? 30_000);
const downEvents = Number(process.env.BENCH_WH_DOWN_EVENTS ?? 1_000);
const receiverPort = Number(process.env.BENCH_WH_RECEIVER_PORT ?? 8476);
const url = process.env.BENCH_WH_DATABASE_URL ?? new URL('/bench_webhooks', pgAdminUrl).toString();
const run = randomBytes(4).toString('hex');

/** The merchant's server: stamps the first arrival of every event id, answers 200 at once. */
function receiver() {
  const arrived = new Map();
  let requests = 0;
  const server = createServer((req, res) => {
    const id = req.headers['x-courier-event-id'];
    requests++;
    if (!arrived.has(id)) arrived.set(id, wallNow());
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  return {
    arrived,
    requests: () => requests,
    listen: () => new Promise((resolve) => server.listen(receiverPort, '127.0.0.1', resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/**
 * Commits `count` order.status_changed events for the client, `batch` per transaction, and answers
 * each event id with the wall time its transaction's commit returned.
 */
async function commitEvents(db, clientId, prefix, count) {
  const committed = new Map();
  for (let from = 0; from < count; from += batch) {
    const n = Math.min(batch, count - from);
    const { rows } = await db.query(
      `insert into webhook_events (event_id, client_id, type, payload, next_attempt_at, give_up_at)
       select e.id, $1, 'order.status_changed',
              jsonb_build_object('id', e.id, 'type', 'order.status_changed', 'created_at', now(),
                'data', jsonb_build_object('code', 'BENCH-' || g, 'status', 'sent', 'previous_status', 'saved')),
              now(), now() + interval '24 hours'
       from generate_series($2::int, $3::int) g, lateral (select $4::text || g::text as id) e
       returning event_id`,
      [clientId, from, from + n - 1, `evt_${prefix}_`],
    );
    const at = wallNow();
    for (const r of rows) committed.set(r.event_id, at);
  }
  return committed;
}

async function waitAll(committed, arrived, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    let missing = 0;
    for (const id of committed.keys()) if (!arrived.has(id)) missing++;
    if (missing === 0 || Date.now() > until) return missing;
    await sleep(100);
  }
}

console.log(`Webhook delivery — ${machineNote()}`);
await ensurePgDatabase(url);
const server = await startServer(
  { url },
  { port: 8475, env: { ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_POLL_MS: '100' } },
);
const db = await openDb({ url });
const hook = receiver();
await hook.listen();
try {
  // The demo merchant's session opens the API page (as a checked code would) and sets the address.
  const token = await login(server.url);
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows: session } = await db.query(
    `select s.id, u.client_id from sessions s join users u on u.id = s.user_id where s.token_hash = $1`,
    [hash],
  );
  const clientId = session[0].client_id;
  await db.query(
    `insert into api_page_unlocks (session_id, unlocked_until) values ($1, now() + interval '15 minutes')
     on conflict (session_id) do update set unlocked_until = excluded.unlocked_until`,
    [session[0].id],
  );
  await db.query(`delete from webhook_events where client_id = $1`, [clientId]);
  const saved = await fetch(`${server.url}/api/client/update-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ api_url: `http://127.0.0.1:${receiverPort}/hooks` }),
  });
  if (saved.status !== 200) throw new Error(`update-api: ${saved.status} ${await saved.text()}`);

  // 1. Throughput and commit → delivery.
  const started = wallNow();
  const committed = await commitEvents(db, clientId, `${run}a`, events);
  const missing = await waitAll(committed, hook.arrived, 600_000);
  const delays = [...committed]
    .filter(([id]) => hook.arrived.has(id))
    .map(([id, at]) => hook.arrived.get(id) - at);
  const last = Math.max(...[...committed.keys()].map((id) => hook.arrived.get(id) ?? 0));
  const seconds = (last - started) / 1000;
  const d = spread(delays);
  console.log(
    `${fmt(events)} events committed in batches of ${batch}: delivered ${fmt(events - missing)} in ${fmt(seconds, 1)} s ` +
      `(${fmt(events / seconds)} events/s); commit → delivery p50 ${d.p50} ms, p95 ${d.p95} ms, p99 ${d.p99} ms, max ${d.max} ms`,
  );

  // 2. The receiver down: attempts fail (connection refused) and back off (30 s, 1 min, …); nothing is lost.
  await hook.close();
  const downAt = wallNow();
  const during = await commitEvents(db, clientId, `${run}b`, downEvents);
  await sleep(Math.max(0, downMs - (wallNow() - downAt)));
  await hook.listen();
  const lost = await waitAll(during, hook.arrived, 8 * 60_000);
  const back = Math.max(...[...during.keys()].map((id) => hook.arrived.get(id) ?? 0));
  const { rows: states } = await db.query(
    `select status, count(*)::int as n, max(attempts)::int as attempts from webhook_events
     where client_id = $1 and event_id like $2 group by status`,
    [clientId, `evt_${run}b_%`],
  );
  console.log(
    `receiver down ${fmt(downMs / 1000)} s with ${fmt(downEvents)} events committed: ${fmt(downEvents - lost)} delivered, ` +
      `${fmt(lost)} lost, the last ${fmt((back - downAt) / 1000, 1)} s after it went down; ` +
      `events by status: ${states.map((s) => `${s.status} ${s.n} (≤ ${s.attempts} attempts)`).join(', ')}`,
  );
  console.log(`receiver requests in all: ${fmt(hook.requests())} for ${fmt(events + downEvents)} events`);
  process.exitCode = missing === 0 && lost === 0 ? 0 : 1;
} finally {
  await hook.close().catch(() => undefined);
  await db.close();
  await server.stop();
}
