// docs/quality.md (issue 8, decision 027), two figures on PostgreSQL:
//   1. chat delivery: 200 open conversations (200 clients, each with its user's socket connected, and the
//      help desk's socket) exchange messages: each round the client writes (`order/push-message`) and the
//      desk answers (`/api/ops/chat/push-message`). Measured per message: request sent → the other side's
//      socket got its `chat:message` (p50/p95/max), and that every message arrived exactly where it should.
//   2. the ticket list at scale: one client with 100,000 tickets, `GET ticket/get` first page and a deep
//      page under autocannon (p50/p99).
// Latency is measured from the moment the request was sent (the commit is not visible from outside), so it
// bounds commit → receipt from above.
//
//   node chat.mjs [--chat] [--tickets]   (both by default)
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { connectSocket, makeClients, staffToken } from './lib/bench-clients.mjs';
import {
  ensurePgDatabase,
  fmt,
  machineNote,
  openDb,
  pgBenchUrl,
  resultsDir,
  startServer,
} from './lib/common.mjs';
import { load, warmUp } from './lib/load.mjs';

const conversations = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 5);
const concurrency = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 8);
const ticketsCount = Number(process.env.BENCH_TICKETS ?? 100_000);
const ticketConnections = Number(process.env.BENCH_TICKET_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_CHAT_DATABASE_URL ?? pgBenchUrl.replace(/\/[^/]*$/, '/bench_chat');
const desk = { email: 'support@demo.test', password: 'Demo#2026' };
const only = process.argv.filter((a) => a === '--chat' || a === '--tickets').map((a) => a.slice(2));
const parts = only.length ? only : ['chat', 'tickets'];
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;
const round1 = (n) => Number(n.toFixed(1));

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

  const sentAt = new Map(); // message text → when its request was sent
  const latencies = [];
  let misdelivered = 0;
  const receive = (side) => (payload) => {
    const at = performance.now();
    const text = payload?.message?.message;
    if (!sentAt.has(text)) return; // another side's echo of its own message
    const [, , from] = text.split(':');
    if (from === side) return; // the sender's own room also hears it
    latencies.push(at - sentAt.get(text));
  };
  const token = await staffToken(server.url, desk);
  const deskSocket = await connectSocket(server.url, { token, staff: true });
  deskSocket.on('chat:message', receive('staff'));
  const sockets = [];
  for (const [i, person] of people.entries()) {
    const socket = await connectSocket(server.url, { token: person.token });
    socket.on('chat:message', (payload) => {
      if (payload?.conversation?.client_id !== person.clientId) misdelivered++;
      receive('client')(payload);
    });
    person.index = i;
    sockets.push(socket);
  }

  // Each conversation opens with the client's first message (its id for the desk's answers).
  const work = [];
  for (let r = 0; r < rounds; r++) for (const person of people) work.push({ person, r });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const { person, r } = work[next++];
        const mine = `${person.index}:${r}:client`;
        sentAt.set(mine, performance.now());
        const sent = await post(`${server.url}/api/client/order/push-message`, person.token, {
          id: person.orderId,
          message: mine,
        });
        const answer = `${person.index}:${r}:staff`;
        sentAt.set(answer, performance.now());
        await post(`${server.url}/api/ops/chat/push-message`, token, {
          conversation_id: sent.conversation.id,
          message: answer,
        });
      }
    }),
  );
  const elapsed = performance.now() - started;
  const expected = work.length * 2;
  let last = -1;
  for (let waited = 0; waited < 10_000 && latencies.length < expected; waited += 250) {
    if (latencies.length !== last) [last, waited] = [latencies.length, 0];
    await new Promise((r) => setTimeout(r, 250));
  }
  deskSocket.disconnect();
  for (const s of sockets) s.disconnect();

  const sorted = latencies.slice().sort((a, b) => a - b);
  const result = {
    conversations,
    messages: expected,
    messagesPerSecond: Math.round((expected / elapsed) * 1000),
    delivered: latencies.length,
    deliveredPercent: Number(((latencies.length / expected) * 100).toFixed(2)),
    misdelivered,
    p50Ms: round1(percentile(sorted, 0.5)),
    p95Ms: round1(percentile(sorted, 0.95)),
    maxMs: round1(sorted.at(-1) ?? NaN),
  };
  console.log(
    `chat: ${conversations} open conversations, ${fmt(expected)} messages (${result.messagesPerSecond}/s); ` +
      `delivered ${result.deliveredPercent} %, misdelivered ${misdelivered}; ` +
      `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (sent → other side's socket)`,
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
  await db.query('analyze tickets');
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
    const r = await load(url, init, { connections: ticketConnections, duration: 10 });
    const row = {
      label,
      tickets: ticketsCount,
      connections: ticketConnections,
      rps: Math.round(r.rps),
      p50Ms: r.p50,
      p99Ms: r.p99,
      failed: r.failed,
    };
    console.log(
      `ticket/get over ${fmt(ticketsCount)} tickets, ${label}: ${row.rps} req/s at ${ticketConnections} connections, p50 ${r.p50} ms, p99 ${r.p99} ms, failed ${r.failed}`,
    );
    results.push(row);
  }
  return results;
}

await ensurePgDatabase(databaseUrl);
const server = await startServer({ url: databaseUrl }, { port: 8491 });
const out = { at: new Date().toISOString() };
try {
  if (parts.includes('chat')) out.chat = await chat(server);
  if (parts.includes('tickets')) out.tickets = await tickets(server);
} finally {
  await server.stop();
}
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
