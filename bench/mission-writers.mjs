// One client's concurrent mission writers against the count tables the `missions` triggers keep
// (mission_counts, mission_versions; decision 033 amendment 7). Ten connections, two measures:
//  1. deadlocks: each transaction moves ONLY ITS OWN missions (`id % 10`) of one type new ↔ for_captain,
//     inserts a supply mission, then moves its own of another type — odd writers in the other order — and
//     the failures are counted by relation (lib/opposite-writers.mjs); then mission_counts, summed over its
//     slots, is checked against count(*);
//  2. queueing: each transaction moves one of its own missions, then stays open 50 ms (as the desk's pickup
//     execution moves the picked-up orders after its mission's update): the wall time of each round of ten.
// Its missions are deleted at the end.
//
//   BENCH_DATABASE_URL=postgres://…/db node mission-writers.mjs [rounds]
import { accountIds, machineNote, openDb, pgBenchUrl } from './lib/common.mjs';
import { oppositeWriters } from './lib/opposite-writers.mjs';
import pg from 'pg';

const rounds = Number(process.argv[2] ?? 20);
const writers = 10;
const [fresh, withCaptain] = [1, 2]; // missionStatuses.new, .for_captain
const [receiving, supply, back] = [1, 2, 3]; // missionTypes.receiving, .supply, .return
const db = await openDb({ url: pgBenchUrl });
const { clientId } = await accountIds(db);
await db.close();

const clients = [];
for (let i = 0; i < writers; i++) {
  const c = new pg.Client({ connectionString: pgBenchUrl });
  await c.connect();
  // A queue that never ends fails the transaction instead of hanging the bench.
  await c.query(`set lock_timeout = '10s'`);
  clients.push(c);
}
const [main] = clients;
const tag = `notes = 'mission-writers'`;
const insert = (type, count) => `
  insert into missions (client_id, type, status, due_date, notes)
  select ${clientId}, ${type}, ${fresh}, '2099-01-01', 'mission-writers' from generate_series(1, ${count})`;
for (const type of [receiving, back]) await main.query(insert(type, 4 * writers));

const mine = `client_id = ${clientId} and ${tag} and id % ${writers} = $1 and status in (${fresh}, ${withCaptain})`;
const move = (type) =>
  `update missions set status = case status when ${fresh} then ${withCaptain} else ${fresh} end
    where ${mine} and type = ${type}`;
let started = performance.now();
const { committed, failed } = await oppositeWriters(clients, rounds, {
  A: move(receiving),
  B: move(back),
  insert: () => insert(supply, 1),
});
const deadlockSeconds = (performance.now() - started) / 1000;

// Each writer's own mission, moved back and forth, with the transaction held open after the update.
const own = await Promise.all(
  clients.map(async (c, w) => {
    const { rows } = await c.query(
      `select id from missions where client_id = ${clientId} and ${tag} and id % ${writers} = $1 and type = ${receiving} limit 1`,
      [w],
    );
    return rows[0].id;
  }),
);
const roundMs = [];
let queued = 0;
for (let round = 0; round < rounds; round++) {
  started = performance.now();
  await Promise.all(
    clients.map(async (c, w) => {
      try {
        await c.query('begin');
        await c.query(
          `update missions set status = case status when ${fresh} then ${withCaptain} else ${fresh} end where id = $1`,
          [own[w]],
        );
        await c.query('select pg_sleep(0.05)');
        await c.query('commit');
      } catch {
        await c.query('rollback');
        queued++;
      }
    }),
  );
  roundMs.push(performance.now() - started);
}
roundMs.sort((a, b) => a - b);

const differences = await main
  .query(
    `select count(*)::int as n from (
       select client_id, type, status, sum(count) as n from mission_counts group by 1, 2, 3 having sum(count) <> 0
     ) k full join (
       select client_id, type, status, count(*) as n from missions group by 1, 2, 3
     ) r using (client_id, type, status) where k.n is distinct from r.n`,
  )
  .then((r) => r.rows[0].n);
await main.query(`delete from missions where client_id = ${clientId} and ${tag}`);
console.log(
  `mission-writers: opposite orders: ${committed} of ${rounds * writers} transactions committed in ${deadlockSeconds.toFixed(1)} s; failed:`,
  failed,
  `; mission_counts differing from count(*): ${differences}`,
);
console.log(
  `mission-writers: one move + 50 ms open, ${writers} at once: round median ${roundMs[rounds >> 1].toFixed(0)} ms, ` +
    `max ${roundMs.at(-1).toFixed(0)} ms (${rounds} rounds; failed ${queued}); ${machineNote()}`,
);
await Promise.all(clients.map((c) => c.end()));
