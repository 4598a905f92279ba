// Rounds of multi-statement transactions on concurrent connections, for the count-table deadlock benches
// (striped-deadlock.mjs, mission-writers.mjs): writer `w` runs `first`, `insert(w)`, a 20 ms pause, then
// `second`, in one transaction; odd writers swap `first` and `second`. `first` and `second` take `$1 = w`,
// so each writer touches only its own rows. Failures are counted by SQLSTATE and the relation a trigger was
// writing (PostgreSQL's error context names it).

export async function oppositeWriters(clients, rounds, { A, B, insert }) {
  const failed = {};
  let committed = 0;
  for (let round = 0; round < rounds; round++)
    await Promise.all(
      clients.map(async (c, w) => {
        const [first, second] = w % 2 ? [B, A] : [A, B];
        try {
          await c.query('begin');
          await c.query(first, [w]);
          await c.query(insert(w));
          await c.query('select pg_sleep(0.02)');
          await c.query(second, [w]);
          await c.query('commit');
          committed++;
        } catch (err) {
          await c.query('rollback');
          const where = /relation "(\w+)"/.exec(err.where ?? '')?.[1] ?? '?';
          const key = `${err.code} in ${where}`;
          failed[key] = (failed[key] ?? 0) + 1;
        }
      }),
    );
  return { committed, failed };
}
