import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { bulkInsertRows, createOrderBulkInsert } from '../src/modules/orders/order-bulk-insert.repository';
import { createOrdersRepository } from '../src/modules/orders/orders.repository';
import { type OrderInsert } from '../src/modules/orders/orders-query.repository';
import { testDatabaseKind } from './support/database';
import { createAccount } from './support/factories';
import { turnsDuring } from './support/event-loop';
import { useTestApp } from './support/harness';

// A bulk insert (an import's thousands of rows) holds each referenced row once, FOR KEY SHARE, and turns
// PostgreSQL's row-by-row foreign-key checks off with `session_replication_role = replica`
// (order-bulk-insert.repository.ts; decisions 002 and 011): on any engine, with any number of writers.
// In that role only ALWAYS triggers fire, so the counts, balance, versions and buckets stay right only
// while every trigger on the two tables it writes is ALWAYS (migration 0032). The references' tests hold
// the promises that make skipping the checks safe: every reference it writes is held, a missing one is
// refused as PostgreSQL would refuse it, and a role that may not turn the checks off keeps them.
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
    receiver: `سارة أحمد ${i}`,
    phone1: '01012345678',
    governorateId: place.governorateId,
    areaId: place.areaId,
    address: '5 شارع الجمهورية',
    content: 'ملابس',
    amountToBeCollected: '90',
  }));
}

/** The SQLSTATE a promise failed with ('inserted' when it did not; drizzle may wrap the driver's error). */
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'inserted',
    (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
  );

async function orderCount(clientId: number) {
  const [row] = await query(sql`select count(*)::int as n from orders where client_id = ${clientId}`);
  return Number(row!.n);
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

  it('a bulk insert keeps counts, versions and logs, and the rest of its transaction is checked', async () => {
    const { clientId, userId } = await createAccount(t.database.db);
    const repo = createOrdersRepository(t.database.db);
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

  it('gives the event loop a turn between its chunks (the embedded engine answers without one)', async () => {
    const { clientId, userId } = await createAccount(t.database.db);
    const repo = createOrdersRepository(t.database.db);
    const rows = rowsFor(2_500, await someArea()); // three statements of at most 1,000 rows
    let created = 0;
    const turns = await turnsDuring(() =>
      t.database.db.transaction(async (tx) => {
        created = (
          await repo.insertMany(
            { clientId, userId, name: 'test' },
            rows,
            { action: 'import' },
            tx as unknown as Db,
          )
        ).length;
      }),
    );
    expect(created).toBe(2_500);
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('a few rows keep the row-by-row checks (a form’s order)', async () => {
    const { clientId, userId } = await createAccount(t.database.db);
    const repo = createOrdersRepository(t.database.db);
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

describe('bulk insert of orders', () => {
  it('holds every reference it writes: the foreign keys of orders and order_logs are the ones it knows', async () => {
    // A new foreign key on these tables: if the bulk insert fills it, hold it in `referencesHeld`
    // (order-bulk-insert.repository.ts), then add it here.
    const keys = await query(sql`
      select conrelid::regclass::text || '.' || a.attname || ' → ' || confrelid::regclass::text as key
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.conrelid in ('orders'::regclass, 'order_logs'::regclass)
       order by 1`);
    expect(keys.map((k) => k.key)).toEqual([
      'order_logs.client_id → clients',
      'order_logs.order_id → orders',
      'order_logs.staff_id → staff',
      'order_logs.user_id → users',
      // Not filled by the bulk insert: branch_id, captain_id, cancel_reason_id, resend_*.
      'orders.area_id → areas',
      'orders.branch_id → branches',
      'orders.cancel_reason_id → reasons',
      'orders.captain_id → captains',
      'orders.client_id → clients',
      'orders.company_id → companies',
      'orders.governorate_id → governorates',
      'orders.import_id → order_imports',
      'orders.resend_area_id → areas',
      'orders.resend_governorate_id → governorates',
      'orders.user_id → users',
    ]);
  });

  it('refuses a missing area, company or import as PostgreSQL does (23503), and inserts none of the rows', async () => {
    const { clientId, userId } = await createAccount(t.database.db);
    const insertMany = createOrderBulkInsert();
    const place = await someArea();
    const missing = 2_000_000_000;
    for (const broken of [{ areaId: missing }, { companyId: missing }, { importId: missing }]) {
      const rows = rowsFor(bulkInsertRows, place);
      rows[bulkInsertRows - 1] = { ...rows[bulkInsertRows - 1]!, ...broken };
      const result = await outcome(
        t.database.db.transaction((tx) =>
          insertMany({ clientId, userId, name: 'test' }, rows, { action: 'import' }, tx as unknown as Db),
        ),
      );
      expect(result, JSON.stringify(broken)).toBe('23503');
    }
    expect(await orderCount(clientId)).toBe(0);
  });

  // PGlite runs as its superuser, always: the plain role is PostgreSQL's case (and a role takes PGlite ~5 s).
  it.runIf(testDatabaseKind() === 'postgres')(
    'keeps the row-by-row checks for a role that may not turn them off, and still inserts',
    async () => {
      const { clientId, userId } = await createAccount(t.database.db);
      await query(sql`
      do $$ begin
        if not exists (select from pg_roles where rolname = 'bulk_insert_plain') then
          create role bulk_insert_plain nologin;
        end if;
      end $$`);
      await query(sql`grant usage on schema public to bulk_insert_plain`);
      await query(sql`grant select, insert, update on all tables in schema public to bulk_insert_plain`);
      await query(sql`grant usage, select, update on all sequences in schema public to bulk_insert_plain`);
      const insertMany = createOrderBulkInsert();
      const place = await someArea();
      const created = await t.database.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await tx.execute(sql`set local role bulk_insert_plain`);
        return insertMany(
          { clientId, userId, name: 'test' },
          rowsFor(bulkInsertRows, place),
          { action: 'import' },
          tx,
        );
      });
      expect(created).toHaveLength(bulkInsertRows);
      expect(await orderCount(clientId)).toBe(bulkInsertRows);
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')(
    'holds its references against another writer until it ends (PostgreSQL, two connections)',
    async () => {
      const { clientId, userId } = await createAccount(t.database.db);
      const place = await someArea();
      const url = (t.database.client as pg.Pool).options.connectionString!;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      /** Another writer deletes the area (rolled back whatever happens): its SQLSTATE, or 'deleted'. */
      const deleteArea = async () => {
        await other.query('begin');
        try {
          await other.query(`set local lock_timeout = '300ms'`);
          await other.query('delete from areas where id = $1', [place.areaId]);
          return 'deleted';
        } catch (error) {
          return (error as { code?: string }).code;
        } finally {
          await other.query('rollback');
        }
      };
      try {
        const insertMany = createOrderBulkInsert();
        const whileOpen = await t.database.db.transaction(async (raw) => {
          const tx = raw as unknown as Db;
          await insertMany(
            { clientId, userId, name: 'test' },
            rowsFor(bulkInsertRows, place),
            { action: 'import' },
            tx,
          );
          const [row] = await query(sql`select current_setting('session_replication_role') as role`, tx);
          expect(row!.role).toBe('origin');
          return deleteArea();
        });
        // The area is locked FOR KEY SHARE, as PostgreSQL's own check would lock it: the delete waits.
        expect(whileOpen).toBe('55P03'); // lock_not_available
        // Once committed, the orders reference it and PostgreSQL's checks on the area's side refuse.
        expect(await deleteArea()).toBe('23503');
      } finally {
        await other.end();
      }
    },
  );
});
