import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import {
  bulkInsertRows,
  createOrdersRepository,
  type OrderInsert,
} from '../src/modules/orders/orders.repository';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';

// The embedded engine's bulk insert runs with `session_replication_role = replica` to skip the row-by-row
// foreign-key checks (orders.repository.ts, withoutReferenceChecks; decision 002, amendment of 2026-11-29).
// In that role only ALWAYS triggers fire, so the counts, balance, versions and buckets stay right only
// while every trigger on the two tables it writes is ALWAYS (migration 0032).
const t = useTestApp();

type Rows = { rows: Record<string, unknown>[] };
const query = async (text: ReturnType<typeof sql>, db: Db = t.database.db) =>
  ((await db.execute(text)) as unknown as Rows).rows;

async function someArea(): Promise<{ areaId: number; governorateId: number }> {
  const [row] = await query(sql`select id, governorate_id from areas order by id limit 1`);
  return { areaId: Number(row!.id), governorateId: Number(row!.governorate_id) };
}

function rowsFor(count: number, place: { areaId: number; governorateId: number }): OrderInsert[] {
  return Array.from({ length: count }, (_, i) => ({
    receiver: `محمد علي ${i}`,
    phone1: '01012345678',
    governorateId: place.governorateId,
    areaId: place.areaId,
    address: '12 شارع التحرير',
    content: 'كتب',
    amountToBeCollected: '150',
  }));
}

async function tallies(clientId: number) {
  const [row] = await query(sql`
    select (select coalesce(sum(count), 0)::int from order_counts where client_id = ${clientId}) as counted,
           (select coalesce(sum(version), 0)::int from order_versions where client_id = ${clientId}) as version,
           (select count(*)::int from order_logs where client_id = ${clientId}) as logs`);
  return { counted: Number(row!.counted), version: Number(row!.version), logs: Number(row!.logs) };
}

describe('triggers on the tables the bulk insert writes', () => {
  it('every trigger on orders and order_logs fires in the replica role too (ENABLE ALWAYS)', async () => {
    const triggers = await query(sql`
      select tgrelid::regclass::text as "table", tgname as name, tgenabled as enabled
        from pg_trigger where not tgisinternal and tgrelid in ('orders'::regclass, 'order_logs'::regclass)
       order by 1, 2`);
    expect(triggers.length).toBeGreaterThanOrEqual(15);
    expect(triggers.filter((row) => row.enabled !== 'A')).toEqual([]);
  });

  it('a single writer’s insert keeps counts, versions and logs, and the rest of its transaction is checked', async () => {
    const { clientId, userId } = await createAccount(t.database.db);
    const repo = createOrdersRepository(t.database.db, { singleWriter: true });
    const place = await someArea();
    const before = await tallies(clientId);

    const { created, role, refused } = await t.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const created = await repo.insertMany(
        { clientId, userId, name: 'test' },
        rowsFor(bulkInsertRows, place),
        { action: 'import' },
        tx,
      );
      const [row] = await query(sql`select current_setting('session_replication_role') as role`, tx);
      // A row naming a missing area, after the insert and in its transaction (a savepoint keeps it going).
      const refused = await tx
        .transaction((inner) =>
          (inner as unknown as Db).execute(sql`
            insert into orders (client_id, code, bar_code, receiver, phone1, governorate_id, area_id, address,
              content, amount_to_be_collected)
            values (${clientId}, 'FK-CHECK', 'EGFK-CHECK', 'x', '01012345678', ${place.governorateId},
              2000000000, 'x', 'x', 1)`),
        )
        .then(
          () => 'inserted',
          (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
        );
      return { created, role: row!.role, refused };
    });

    expect(created).toHaveLength(bulkInsertRows);
    expect(role).toBe('origin');
    expect(refused).toBe('23503'); // foreign_key_violation
    const after = await tallies(clientId);
    expect(after.counted - before.counted).toBe(bulkInsertRows);
    expect(after.logs - before.logs).toBe(bulkInsertRows);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('a few rows keep the row-by-row checks on a single writer too (a form’s order)', async () => {
    const { clientId, userId } = await createAccount(t.database.db);
    const repo = createOrdersRepository(t.database.db, { singleWriter: true });
    const row = { ...rowsFor(1, await someArea())[0]!, areaId: 2_000_000_000 };
    const refused = await t.database.db
      .transaction((tx) =>
        repo.insertMany({ clientId, userId, name: 'test' }, [row], { action: 'create' }, tx as unknown as Db),
      )
      .then(
        () => 'inserted',
        (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
      );
    expect(refused).toBe('23503');
  });
});
