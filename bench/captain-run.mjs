// docs/quality.md P17 (issue 37, decision 066): 500 captains with open runs send their position every 10 s
// (POST /api/captain/positions) and each declares one hand-in during the run (POST /api/captain/hand-ins),
// on one instance over PostgreSQL. The office is one `ops` staff socket in the `captains` desk's room.
// Measured: from each action's request to the office socket's receipt of its event (`captain:position`,
// `captain:cash`): p50 / p95 / p99 / max, and what reached it. Target: p95 ≤ 200 ms. Prints figures only.
// The captains, their sessions, consents and held orders are made with SQL here (made once, reused).
//
//   node captain-run.mjs   (BENCH_CR_CAPTAINS=500, BENCH_CR_SECONDS=60, BENCH_CR_EVERY_S=10)
import { createHash, randomBytes } from 'node:crypto';
import { ensurePgDatabase, fmt, machineNote, openDb, pgBenchUrl, startServer } from './lib/common.mjs';
import { connectSocket, staffToken } from './lib/bench-clients.mjs';

const captainsCount = Number(process.env.BENCH_CR_CAPTAINS ?? 500);
const seconds = Number(process.env.BENCH_CR_SECONDS ?? 60);
const everyS = Number(process.env.BENCH_CR_EVERY_S ?? 10);
const databaseUrl = process.env.BENCH_CR_DATABASE_URL ?? pgBenchUrl.replace(/\/[^/]*$/, '/bench_captain_run');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** `captainsCount` captains with a fresh session, consent to share positions, and one delivered order each. */
async function prepare(db) {
  const { rows: branch } = await db.query('select id from branches order by id limit 1');
  const { rows: area } = await db.query('select id, governorate_id from areas order by id limit 1');
  const { rows: client } = await db.query('select id from clients order by id limit 1');
  const { rows: hash } = await db.query('select password_hash from captain_accounts order by id limit 1');
  const captains = [];
  for (let i = 0; i < captainsCount; i++) {
    const phone = `0199${String(i).padStart(7, '0')}`;
    let { rows } = await db.query('select id from captains where phone = $1', [phone]);
    if (!rows[0])
      ({ rows } = await db.query(
        `insert into captains (name, phone, national_id, branch_id) values ($1, $2, $3, $4) returning id`,
        [`bench captain ${i}`, phone, `2990101${String(i).padStart(7, '0')}`, branch[0].id],
      ));
    const id = rows[0].id;
    await db.query(
      `insert into captain_accounts (captain_id, password_hash) values ($1, $2) on conflict (captain_id) do nothing`,
      [id, hash[0]?.password_hash ?? 'x'],
    );
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into captain_sessions (captain_id, token_hash, last_seen_at, expires_at)
       values ($1, $2, now(), now() + interval '1 day')`,
      [id, sha256(token)],
    );
    captains.push({ id, token });
  }
  const ids = captains.map((c) => c.id);
  // A fresh run: no declaration waiting from the last one, consent given, one order's cash held each.
  await db.query('delete from captain_hand_ins where captain_id = any($1)', [ids]);
  await db.query(
    `insert into captain_positions (captain_id, consented_at) select unnest($1::int[]), now()
     on conflict (captain_id) do update set at = null`,
    [ids],
  );
  await db.query(
    `insert into orders (client_id, receiver, phone1, governorate_id, area_id, address, content,
       amount_to_be_collected, status, captain_id, received_amount, delivery_date)
     select $1, 'CR receiver', '01000000000', $2, $3, 'CR address', 'CR', 100, 7, c, 100, now()
       from unnest($4::int[]) c`,
    [client[0].id, area[0].governorate_id, area[0].id, ids],
  );
  return captains;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const describe = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: quantile(s, 0.5),
    p95: quantile(s, 0.95),
    p99: quantile(s, 0.99),
    max: s.at(-1),
  };
};

await ensurePgDatabase(databaseUrl);
const server = await startServer({ url: databaseUrl }, { port: 8491 });
try {
  const db = await openDb({ url: databaseUrl });
  const captains = await prepare(db);
  await db.close();
  const office = await connectSocket(server.url, {
    token: await staffToken(server.url, { email: 'ops@demo.test', password: 'Demo#2026' }),
    staff: true,
  });
  const sentAt = new Map();
  const positions = [];
  const handIns = [];
  office.on('captain:position', (p) => {
    const started = sentAt.get(`p:${p.captain_id}:${p.at}`);
    if (started !== undefined) positions.push(performance.now() - started);
  });
  office.on('captain:cash', (p) => {
    const started = sentAt.get(`h:${p.captain_id}`);
    if (started !== undefined) handIns.push(performance.now() - started);
  });

  let refused = 0;
  const post = async (captain, path, body) => {
    const res = await fetch(`${server.url}/api/captain/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${captain.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) refused++;
    await res.arrayBuffer();
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  let sentPositions = 0;
  let sentHandIns = 0;
  await Promise.all(
    captains.map(async (captain, i) => {
      // Spread over the period, as phones would be; each declares its hand-in once, somewhere in the run.
      const offset = (i / captains.length) * everyS * 1000;
      const handInAt = started + Math.random() * seconds * 1000;
      let handedIn = false;
      await new Promise((r) => setTimeout(r, offset));
      for (let at = performance.now(); at < end; at = performance.now()) {
        const fixAt = new Date().toISOString();
        sentAt.set(`p:${captain.id}:${fixAt}`, performance.now());
        sentPositions++;
        await post(captain, 'positions', { lat: 30 + i / 10_000, lng: 31.2, accuracy: 10, at: fixAt });
        if (!handedIn && performance.now() >= handInAt) {
          handedIn = true;
          sentAt.set(`h:${captain.id}`, performance.now());
          sentHandIns++;
          await post(captain, 'hand-ins', { handed: '100.00' });
        }
        await new Promise((r) => setTimeout(r, Math.max(0, at + everyS * 1000 - performance.now())));
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 1_000));
  office.disconnect();
  const p = describe(positions);
  const h = describe(handIns);
  const line = (name, d, sent) =>
    `${name}: ${fmt(d.n)} of ${fmt(sent)} reached the office; p50 ${fmt(d.p50, 1)} ms, p95 ${fmt(d.p95, 1)} ms, ` +
    `p99 ${fmt(d.p99, 1)} ms, max ${fmt(d.max, 1)} ms`;
  console.log(`${captainsCount} captains, a position every ${everyS} s each for ${seconds} s, one instance`);
  console.log(line('  positions', p, sentPositions));
  console.log(line('  hand-ins ', h, sentHandIns));
  console.log(`  refused requests: ${refused}; ${machineNote()}`);
  const all = describe([...positions, ...handIns]);
  console.log(
    `P17 action → office socket p95 ${fmt(all.p95, 1)} ms (target ≤ 200 ms): ${all.p95 <= 200 ? 'met' : 'missed'}`,
  );
} finally {
  await server.stop?.();
}
