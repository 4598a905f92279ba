// docs/quality.md (issue 8, decision 027), two figures on PostgreSQL:
//   1. chat delivery: 200 open conversations (200 clients, each with its user's socket connected, and the
//      help desk's socket) exchange messages: each round the client writes (`order/push-message`) and the
//      desk answers (`/api/ops/chat/push-message`). Measured per message: request sent → the other side's
//      socket got its `chat:message` (p50/p95/p99/max), and that every message arrived exactly where it
//      should. The 201 sockets live in child processes (lib/socket-receivers.mjs) that only stamp
//      arrivals, so this process's own work (the requests) is not in the figures; one warm-up round
//      (BENCH_CHAT_WARMUP) is not counted.
//   2. the ticket list at scale: one client with 100,000 tickets, `GET ticket/get` first page and a deep
//      page under autocannon (p50/p99), with the server's and PostgreSQL's CPU time per request.
// Latency is measured from the moment the request was sent (the commit is not visible from outside), so it
// bounds commit → receipt from above.
//
//   node chat.mjs [--chat] [--tickets] [--profile]   (both by default; --profile: the server's CPU
//   profile, summarised)
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeClients, staffToken } from './lib/bench-clients.mjs';
import {
  cpuMs,
  cpuSpent,
  ensurePgDatabase,
  fmt,
  machineNote,
  openDb,
  pgBackendsCpu,
  pgBenchUrl,
  prioritizeBackends,
  resultsDir,
  startServer,
} from './lib/common.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';
import { load, warmUp } from './lib/load.mjs';
import { round1, spread, startReceivers, wallNow } from './lib/socket-receivers.mjs';

const conversations = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 5);
const warmupRounds = Number(process.env.BENCH_CHAT_WARMUP ?? 1);
const profile = process.argv.includes('--profile');
const profileDir = join(resultsDir, 'cpu-profiles');
const concurrency = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 8);
const ticketsCount = Number(process.env.BENCH_TICKETS ?? 100_000);
const ticketConnections = Number(process.env.BENCH_TICKET_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_CHAT_DATABASE_URL ?? pgBenchUrl.replace(/\/[^/]*$/, '/bench_chat');
const desk = { email: 'support@demo.test', password: 'Demo#2026' };
const only = process.argv.filter((a) => a === '--chat' || a === '--tickets').map((a) => a.slice(2));
const parts = only.length ? only : ['chat', 'tickets'];

const post = async (url, token, body) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.success !== 1) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.feed;
};

async function chat(server) {
  const db = await openDb({ url: databaseUrl });
  const { rows: area } = await db.query('select id, governorate_id from areas order by id limit 1');
  const people = [];
  for (const { clientId, users } of await makeClients(db, { prefix: 'bench-chat', count: conversations })) {
    const { rows } = await db.query(
      `insert into orders (client_id, receiver, phone1, governorate_id, area_id, address, content,
         amount_to_be_collected, status, sent_at)
       values ($1, 'Chat receiver', '01000000000', $2, $3, 'Chat address', 'Chat', 100, 2, now()) returning id`,
      [clientId, area[0].governorate_id, area[0].id],
    );
    people.push({ clientId, token: users[0].token, orderId: rows[0].id });
  }
  await db.close();

  const sentAt = new Map(); // message text → when its request was sent (wall clock)
  const token = await staffToken(server.url, desk);
  // The 201 sockets live in child processes (lib/socket-receivers.mjs); tag -1 is the desk's.
  const receivers = await startReceivers(
    [
      { url: server.url, auth: { token, staff: true }, tag: -1 },
      ...people.map((person, i) => ({ url: server.url, auth: { token: person.token }, tag: i })),
    ],
    { event: 'chat:message', fields: ['message.message', 'conversation.client_id'] },
  );

  // Each conversation opens with the client's first message (its id for the desk's answers).
  const runRounds = async (from, to) => {
    const work = [];
    for (let r = from; r < to; r++)
      for (const [index, person] of people.entries()) work.push({ person, index, r });
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < work.length) {
          const { person, index, r } = work[next++];
          const mine = `${index}:${r}:client`;
          sentAt.set(mine, wallNow());
          const sent = await post(`${server.url}/api/client/order/push-message`, person.token, {
            id: person.orderId,
            message: mine,
          });
          const answer = `${index}:${r}:staff`;
          sentAt.set(answer, wallNow());
          await post(`${server.url}/api/ops/chat/push-message`, token, {
            conversation_id: sent.conversation.id,
            message: answer,
          });
        }
      }),
    );
    return work.length * 2;
  };
  // Warm-up rounds (not counted): JIT, the pools, each conversation's first message.
  const warmMessages = await runRounds(-warmupRounds, 0);
  await receivers.settle(warmMessages, 2_000);
  await prioritizeBackends(databaseUrl); // under `nice -n -10`: the backends the warm-up opened too
  await receivers.start();
  const cpuBefore = cpuMs(server.pid);
  const pgBefore = await pgBackendsCpu(databaseUrl);
  const started = performance.now();
  const expected = await runRounds(0, rounds);
  const elapsed = performance.now() - started;
  await receivers.settle(expected);
  const serverCpuMs = cpuMs(server.pid) - cpuBefore;
  const pgCpuMs = cpuSpent(pgBefore, await pgBackendsCpu(databaseUrl));
  const got = await receivers.collect();
  await receivers.close();

  const latencies = [];
  let misdelivered = 0;
  for (const [tag, at, text, clientId] of got.samples) {
    const side = tag === -1 ? 'staff' : 'client';
    if (side === 'client' && clientId !== people[tag].clientId) misdelivered++;
    if (!sentAt.has(text)) continue;
    const [, r, from] = text.split(':');
    if (Number(r) < 0) continue; // a warm-up straggler
    if (from === side) continue; // the sender's own room also hears it
    latencies.push(at - sentAt.get(text));
  }

  const s = spread(latencies);
  const result = {
    conversations,
    receiverProcesses: receivers.processes,
    warmupRounds,
    messages: expected,
    messagesPerSecond: Math.round((expected / elapsed) * 1000),
    delivered: latencies.length,
    deliveredPercent: Number(((latencies.length / expected) * 100).toFixed(2)),
    misdelivered,
    p50Ms: s.p50,
    p95Ms: s.p95,
    p99Ms: s.p99,
    maxMs: s.max,
    serverCpuMsPerMessage: round1(serverCpuMs / expected),
    postgresCpuMsPerMessage: round1(pgCpuMs / expected),
    receiversCpuMs: got.cpuMs,
    receiversLoopDelayP99Ms: got.loopDelayMs.p99,
  };
  console.log(
    `chat: ${conversations} open conversations (sockets in ${receivers.processes} receiver processes), ` +
      `${fmt(expected)} messages after ${warmupRounds} warm-up round(s) (${result.messagesPerSecond}/s); ` +
      `delivered ${result.deliveredPercent} %, misdelivered ${misdelivered}\n` +
      `  p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (sent → other side's socket); ` +
      `CPU per message: server ${result.serverCpuMsPerMessage} ms, PostgreSQL ${result.postgresCpuMsPerMessage} ms; ` +
      `receivers ${fmt(got.cpuMs)} ms in all, event-loop delay p99 ${result.receiversLoopDelayP99Ms} ms`,
  );
  return result;
}

async function tickets(server) {
  const db = await openDb({ url: databaseUrl });
  const [{ clientId, users }] = await makeClients(db, { prefix: 'bench-tickets', count: 1 });
  const { rows } = await db.query('select count(*)::int as n from tickets where client_id = $1', [clientId]);
  const missing = ticketsCount - rows[0].n;
  for (let done = 0; done < missing; done += 20_000) {
    await db.query(
      `insert into tickets (client_id, user_id, type, status, description, inquiry_type_id, due_at, seen_by_client)
       select $1, $2, 2, n % 3, 'Bench ticket ' || n, 1 + n % 4, now() + (n || ' minutes')::interval,
         case when n % 10 = 0 then 0 else 1 end
       from generate_series(1, $3) as n`,
      [clientId, users[0].userId, Math.min(20_000, missing - done)],
    );
  }
  // As autovacuum would after so many inserts (generate-orders.mjs does the same for orders): the
  // visibility map lets the capped counts read their index alone.
  await db.query('vacuum (analyze) tickets');
  await db.close();
  const init = { method: 'GET', headers: { authorization: `Bearer ${users[0].token}` } };
  const results = [];
  for (const [label, query] of [
    ['first page', 'page=1&perPage=20'],
    ['open, unread', 'status=0&seen_by_client=0&page=1&perPage=20'],
    ['page 500', 'page=500&perPage=20'],
  ]) {
    const url = `${server.url}/api/client/ticket/get?${query}`;
    await warmUp(url, init, 100);
    await prioritizeBackends(databaseUrl);
    const cpuBefore = cpuMs(server.pid);
    const pgBefore = await pgBackendsCpu(databaseUrl);
    const r = await load(url, init, { connections: ticketConnections, duration: 10 });
    const requests = r.ok + r.failed;
    const row = {
      label,
      tickets: ticketsCount,
      connections: ticketConnections,
      rps: Math.round(r.rps),
      p50Ms: r.p50,
      p99Ms: r.p99,
      failed: r.failed,
      serverCpuMsPerRequest: round1((cpuMs(server.pid) - cpuBefore) / requests),
      postgresCpuMsPerRequest: round1(cpuSpent(pgBefore, await pgBackendsCpu(databaseUrl)) / requests),
    };
    console.log(
      `ticket/get over ${fmt(ticketsCount)} tickets, ${label}: ${row.rps} req/s at ${ticketConnections} connections, ` +
        `p50 ${r.p50} ms, p99 ${r.p99} ms, failed ${r.failed}; CPU per request: server ${row.serverCpuMsPerRequest} ms, ` +
        `PostgreSQL ${row.postgresCpuMsPerRequest} ms`,
    );
    results.push(row);
  }
  return results;
}

await ensurePgDatabase(databaseUrl);
const server = await startServer(
  { url: databaseUrl },
  { port: 8491, nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
);
const profileFrom = Date.now();
const out = { at: new Date().toISOString() };
try {
  if (parts.includes('chat')) out.chat = await chat(server);
  if (parts.includes('tickets')) out.tickets = await tickets(server);
} finally {
  await server.stop();
}
if (profile) summarizeCpuProfile(profileDir, server.pid, { lastSeconds: (Date.now() - profileFrom) / 1000 });
console.log(machineNote());
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'chat.json'), JSON.stringify(out, null, 2));
const failed =
  (out.chat && (out.chat.deliveredPercent < 100 || out.chat.misdelivered > 0 || out.chat.p95Ms > 50)) ||
  (out.tickets ?? []).some((r) => r.p99Ms > 50 || r.failed > 0);
if (failed) {
  console.log('targets: chat 100 % delivered, p95 ≤ 50 ms; ticket/get p99 ≤ 50 ms: NOT MET');
  process.exitCode = 1;
}
