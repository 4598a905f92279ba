import { missionStatuses, missionTypes } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './support/database';
import { createMission } from './support/factories';
import { useTestApp } from './support/harness';
import { failureOf, oppositeWriters } from './support/opposite-writers';

// The mission count tables (mission_counts, mission_versions) are written in the slot the transaction claims
// (counter_slot(), migration 0031, decision 033 amendment 7), as the order count tables are since 0030. With
// one row per key, every transaction writing a client's missions held that client's version row to its
// commit: its other mission writers queued behind it, and two multi-statement transactions whose first
// statements upserted different count rows deadlocked (40P01). The concurrency needs real backends: PostgreSQL.
const t = useTestApp();
const merchant = 1;
const { new: fresh, for_captain: withCaptain } = missionStatuses;

type Rows = { rows: Record<string, unknown>[] };
const query = async (text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows).rows;

async function connections(count: number): Promise<pg.Client[]> {
  const url = (t.database.client as pg.Pool).options.connectionString!;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // A writer waiting on another's count row fails here instead of hanging the test (0030's triggers).
      await c.query(`set lock_timeout = '3s'`);
      return c;
    }),
  );
}

/** The sum of the client's version slots: every committed write statement adds one. */
async function missionVersion(): Promise<number> {
  const [row] = await query(
    sql`select coalesce(sum(version), 0)::int as v from mission_versions where client_id = ${merchant}`,
  );
  return Number(row?.v);
}

describe.runIf(testDatabaseKind() === 'postgres')('mission count tables under concurrent writers', () => {
  it("one client's open mission writers do not wait for each other's count or version rows", async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const pickup = await createMission(t.database.db, merchant, { type: missionTypes.receiving });
    const back = await createMission(t.database.db, merchant, { type: missionTypes.return });
    const statusOf = async (id: number) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/mission/all?page=1&perPage=50',
        token,
        body: { type: [missionTypes.receiving, missionTypes.return], status: [fresh, withCaptain] },
      });
      expect(res.status, res.raw.body).toBe(200);
      return (res.body.feed as { id: number; status: number }[]).find((m) => m.id === id)?.status;
    };
    const [a, b] = (await connections(2)) as [pg.Client, pg.Client];
    try {
      // Twice: first each transaction's slot row is made, then only its version adds one. A's commit is
      // read (and cached) before B's: B's, in another slot, must still make the cached page stale.
      for (const to of [withCaptain, fresh]) {
        const before = await missionVersion();
        const move = (c: pg.Client, id: number) =>
          c.query(`update missions set status = ${to} where id = $1`, [id]);
        await a.query('begin');
        await move(a, pickup.id);
        await b.query('begin');
        // A mission of another type and its own row: before 0031, it queued on A's version row until A's
        // commit (lock_timeout: 55P03).
        const moved = await move(b, back.id).then(
          () => 'moved',
          (error: unknown) => failureOf(error),
        );
        expect(moved).toBe('moved');
        await a.query('commit');
        expect(await statusOf(pickup.id)).toBe(to);
        expect(await statusOf(back.id)).not.toBe(to);
        await b.query('commit');
        expect(await statusOf(back.id)).toBe(to);
        expect(await missionVersion()).toBe(before + 2);
      }
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('never deadlock: multi-statement transactions writing count rows in opposite orders', async () => {
    const clients = await connections(6);
    try {
      // Each writer moves only its own missions (id % writers): any wait between writers is on the tables
      // the triggers write, never on a mission row. Odd writers run the same statements in the other order.
      for (const type of [missionTypes.receiving, missionTypes.return])
        for (let i = 0; i < 2 * clients.length; i++) await createMission(t.database.db, merchant, { type });
      const before = await missionVersion();
      const mine = `client_id = ${merchant} and id % ${clients.length} = $1 and status in (${fresh}, ${withCaptain})`;
      const move = (type: number) =>
        `update missions set status = case status when ${fresh} then ${withCaptain} else ${fresh} end
          where ${mine} and type = ${type}`;
      const [A, B] = [move(missionTypes.receiving), move(missionTypes.return)];
      const insert = `insert into missions (client_id, type, status, due_date)
        values (${merchant}, ${missionTypes.supply}, ${fresh}, '2099-01-01')`;
      const { committed, failed } = await oppositeWriters(clients, 5, { A, B, insert: () => insert });
      expect(failed).toEqual([]);
      // Every writing statement (three a transaction, one client) moved the client's version by one.
      expect(await missionVersion()).toBe(before + 3 * committed);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    // The kept counts still equal count(*).
    const differing = await query(sql`
      select coalesce(k.type, r.type) as type, coalesce(k.status, r.status) as status, k.n as kept, r.n as real
      from (
        select type, status, sum(count)::int as n from mission_counts where client_id = ${merchant}
        group by type, status having sum(count) <> 0
      ) k full join (
        select type, status, count(*)::int as n from missions where client_id = ${merchant} group by type, status
      ) r on r.type = k.type and r.status = k.status
      where k.n is distinct from r.n`);
    expect(differing).toEqual([]);
  });
});
