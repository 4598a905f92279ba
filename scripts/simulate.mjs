#!/usr/bin/env node
/**
 * `npm run simulate`: a live demo (issue 7 §7, decision 025). Logs in as a staff member and moves the
 * demo's missions and orders through a courier's day over the /api/ops HTTP API (never SQL), so the
 * merchant's open pages, bell and balance change while you watch. Off by default: nothing starts it but
 * this command. Settings (environment):
 *   SIMULATE_URL       the running server (default http://localhost:$PORT, PORT read as `npm start`
 *                      reads it: the environment, else the repository's .env, else 8080)
 *   SIMULATE_EMAIL     staff login (default ops@demo.test); SIMULATE_PASSWORD (default Demo#2026)
 *   SIMULATE_PACE_MS   pause between two steps (default 4000)
 *   SIMULATE_STEPS     stop after this many steps (default 0: until Ctrl+C)
 *   SIMULATE_CLIENT_ID only this client's missions and orders (default: every client)
 *   SIMULATE_SEED      makes the random choices repeatable (default: the time)
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Find the server where `npm start` put it (scripts/start.mjs): .env under the real environment, PORT.
const envFile = join(dirname(fileURLToPath(import.meta.url)), '..', '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const base = (process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT || 8080}`).replace(/\/$/, '');
const email = process.env.SIMULATE_EMAIL ?? 'ops@demo.test';
const password = process.env.SIMULATE_PASSWORD ?? 'Demo#2026';
const paceMs = Number(process.env.SIMULATE_PACE_MS ?? 4000);
const maxSteps = Number(process.env.SIMULATE_STEPS ?? 0);
const onlyClient = process.env.SIMULATE_CLIENT_ID ? Number(process.env.SIMULATE_CLIENT_ID) : undefined;

// The codes of packages/contracts/src/enums.ts (this script runs without a build step).
const mission = { new: 1, for_captain: 2, given_for_captain: 3 };
const order = { sent: 2, underway: 3, with_captain: 4, with_company: 5, delayed: 13 };
const orderDelayReasonType = 5;

let seed = Number(process.env.SIMULATE_SEED ?? Date.now()) >>> 0;
/** A small repeatable generator (mulberry32). */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...parts) => console.log(new Date().toISOString().slice(11, 19), ...parts);

let token = '';

async function call(method, path, body) {
  const response = await fetch(`${base}/api/ops/${path}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => ({}));
  if (response.status === 401 && path !== 'login') {
    await login();
    return call(method, path, body);
  }
  return { status: response.status, data };
}

async function login() {
  token = '';
  const { status, data } = await call('POST', 'login', { email, password });
  if (status !== 200) throw new Error(`login as ${email} failed (${status}): ${data.error_msg ?? ''}`);
  token = data.access_token;
  log(`logged in as ${email} (${data.role})`);
}

const clientFilter = onlyClient ? `&client_id=${onlyClient}` : '';

/** Missions in a status, newest first. */
async function missionsIn(status) {
  const { data } = await call('GET', `missions?status=${status}&perPage=50${clientFilter}`);
  return data.feed ?? [];
}

/**
 * Orders in a status. Uses the orders desk's list when it is there (GET /api/ops/orders), else the
 * clients desk's latest orders of each client.
 */
async function ordersIn(status) {
  const listed = await call('GET', `orders?status=${status}&perPage=50${clientFilter}`);
  if (listed.status === 200 && Array.isArray(listed.data.feed)) return listed.data.feed;
  const ids = onlyClient
    ? [onlyClient]
    : ((await call('GET', 'clients?perPage=100')).data.feed ?? []).map((c) => c.id);
  const found = [];
  for (const id of ids) {
    const { data } = await call('GET', `clients/${id}`);
    for (const o of data.feed?.orders ?? []) if (o.status === status) found.push(o);
  }
  return found;
}

/** Order delay/return reasons when the orders desk offers them; moves that need one are skipped otherwise. */
async function orderReasonId() {
  for (const path of [
    `orders/reasons?type=${orderDelayReasonType}`,
    `reasons?type=${orderDelayReasonType}`,
  ]) {
    const { status, data } = await call('GET', path);
    if (status === 200 && Array.isArray(data.feed) && data.feed.length > 0) return pick(data.feed).id;
  }
  return undefined;
}

async function moveMissions(ids, status, extra = {}) {
  const { status: http, data } = await call('POST', 'missions/status', { ids, status, ...extra });
  report('mission', ids, status, http, data);
}

/** False once the server answered that it has no orders desk (then only missions move). */
let ordersDesk = true;

async function moveOrders(codes, status, extra = {}) {
  const { status: http, data } = await call('POST', 'orders/status', { codes, status, ...extra });
  if (http === 404 && data.code === 'ROUTE_NOT_FOUND') {
    ordersDesk = false;
    return log('  this server has no orders desk (POST /api/ops/orders/status): moving missions only');
  }
  report('order', codes, status, http, data);
}

function report(kind, keys, status, http, data) {
  if (http !== 200)
    return log(`  ${kind} ${keys.join(',')} → ${status}: HTTP ${http} ${data.error_msg ?? ''}`);
  for (const key of data.feed.updated) log(`  ${kind} ${key} → ${status}`);
  for (const r of data.feed.refused) log(`  ${kind} ${r.id ?? r.code} refused: ${r.error_msg}`);
}

/** One step of the day: the first kind of work that has something to do, in a shuffled order. */
const steps = [
  async function assignPickup(captains) {
    const waiting = await missionsIn(mission.new);
    if (waiting.length === 0 || captains.length === 0) return false;
    const m = pick(waiting);
    await moveMissions([m.id], 'for_captain', { captain_id: pick(captains).id });
    return true;
  },
  async function handOver() {
    const assigned = await missionsIn(mission.for_captain);
    if (assigned.length === 0) return false;
    await moveMissions([pick(assigned).id], 'given_for_captain');
    return true;
  },
  async function execute() {
    const carried = await missionsIn(mission.given_for_captain);
    if (carried.length === 0) return false;
    await moveMissions([pick(carried).id], 'executed_with_captain');
    return true;
  },
  async function pickUpLoose() {
    const sent = await ordersIn(order.sent);
    if (sent.length === 0) return false;
    await moveOrders([pick(sent).code], 'underway');
    return true;
  },
  async function outForDelivery(captains) {
    const underway = [...(await ordersIn(order.underway)), ...(await ordersIn(order.delayed))];
    if (underway.length === 0 || captains.length === 0) return false;
    await moveOrders(
      underway.slice(0, 3).map((o) => o.code),
      'with_captain',
      { captain_id: pick(captains).id },
    );
    return true;
  },
  async function deliver() {
    const out = await ordersIn(order.with_captain);
    if (out.length === 0) return false;
    const o = pick(out);
    const roll = random();
    if (roll < 0.7) {
      await moveOrders([o.code], 'given');
      return true;
    }
    const reason = await orderReasonId();
    if (reason === undefined) {
      await moveOrders([o.code], 'given');
      return true;
    }
    await moveOrders([o.code], roll < 0.85 ? 'delayed' : 'with_company', { reason_id: reason });
    return true;
  },
  async function returnToSender() {
    const back = await ordersIn(order.with_company);
    if (back.length === 0) return false;
    const reason = await orderReasonId();
    await moveOrders([pick(back).code], 'returned', reason ? { reason_id: reason } : {});
    return true;
  },
];

const missionSteps = new Set(steps.slice(0, 3));

async function main() {
  log(
    `simulating a courier day on ${base}, one step every ${paceMs} ms${onlyClient ? `, client ${onlyClient}` : ''}`,
  );
  await login();
  const captains = (await call('GET', 'missions/captains')).data.feed ?? [];
  let done = 0;
  let stop = false;
  process.on('SIGINT', () => {
    stop = true;
  });
  while (!stop && (maxSteps === 0 || done < maxSteps)) {
    const order = [...steps].sort(() => random() - 0.5);
    let worked = false;
    for (const step of order) {
      if (!ordersDesk && !missionSteps.has(step)) continue;
      try {
        if (await step(captains)) {
          worked = true;
          break;
        }
      } catch (error) {
        log(`  ${step.name} failed: ${error.message}`);
      }
    }
    if (!worked) log('  nothing left to move; waiting for new orders and missions');
    done += 1;
    await sleep(paceMs);
  }
  log(`stopped after ${done} steps`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
