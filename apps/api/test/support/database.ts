import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemoStaff } from '../../src/db/seed/demo-staff';
import { demoPassword, seedDemoAccounts, seedReferenceData } from '../../src/db/seed/seed';
import { hashPassword, scryptParamsFor } from '../../src/modules/auth/password-hash';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/** One database per worker and kind (PGlite costs ~0.8 GB and seconds to create): created and migrated once. */
const shared = new Map<TestDatabaseKind, Promise<Database>>();

export function sharedDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<Database> {
  let database = shared.get(kind);
  if (!database) {
    database = createDatabase(kind);
    shared.set(kind, database);
  }
  return database;
}

async function createDatabase(kind: TestDatabaseKind): Promise<Database> {
  let database: Database;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    database = await openPostgres(await workerDatabase(url));
    // A fresh schema for this run; the worker's files run one at a time on it.
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
  } else {
    database = await openPglite();
  }
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  return database;
}

/**
 * PASSWORD_HASH_COST of the test apps: at OWASP's cost every login would spend ~0.4 s of CPU in scrypt.
 * (password-hash.test.ts checks the production default.)
 */
export const testPasswordHashCost = 10;

/**
 * Each worker has its own database on TEST_DATABASE_URL's server (`<name>_w<worker>`, created when
 * missing), so the PostgreSQL files run in parallel like PGlite's without seeing each other's rows.
 */
async function workerDatabase(baseUrl: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Another run created it between the check and the create.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** The demo password hashed once per worker, at the test apps' cost. */
let demoHash: Promise<string> | undefined;
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(demoPassword, scryptParamsFor(testPasswordHashCost));
  return demoHash;
}

/** Tables whose rows tests create; the reference lists (geo, branches, content) stay as seeded. */
const mutableTables = [
  'sessions',
  'staff_sessions',
  'staff',
  'otp_codes',
  'auth_throttle',
  'outbox_messages',
  'app_secrets',
  'users',
  'clients',
  // client-owned; truncating clients cascades to them, listed so their ids restart too
  'orders',
  'order_logs',
  'order_delay_requests',
  'order_imports',
  'order_counts',
  // no foreign key (decision 033, amendment 5): only listing it empties it
  'order_bucket_deltas',
  'idempotency_keys',
  'api_keys',
  'api_page_unlocks',
  'webhook_settings',
  'webhook_events',
  'webhook_deliveries',
  'store_connections',
  'store_orders',
  'companies',
  'client_costs',
  'missions',
  'mission_orders',
  'mission_logs',
  'client_addresses',
  'client_bank_accounts',
  'client_supply_days',
  'supplies',
  'notifications',
  'notification_settings',
  'notification_reads',
  'products',
  'survey_responses',
  // not client-owned, but tests add their own
  'surveys',
  'survey_questions',
  'international_shipments',
  'international_shipment_events',
  'client_locations',
  'attendances',
  'supply_orders',
  'client_balances',
  'stored_files',
  'chat_conversations',
  'chat_messages',
  'tickets',
  'ticket_replies',
  'ticket_logs',
];

/**
 * The statement that empties what `truncate … restart identity cascade` of mutableTables would: every
 * table its cascade reaches (the foreign-key closure) deleted row by row, and their sequences back to
 * their start. On PostgreSQL a TRUNCATE of ~50 tables gives each table and index a new file and unlinks the
 * old ones at commit: 1.3–2.3 s per test, timed on a loaded 2-core machine, where deleting the few rows a
 * test wrote takes milliseconds. `session_replication_role = replica` (the test role is a superuser on both engines)
 * skips the foreign-key checks in any order. The counting triggers are ALWAYS (migration 0032) and still
 * fire, adding their deltas to count tables the pass may have emptied already: a second pass, on source
 * tables now empty, removes them. Built once per database from its catalogue, so a new table reached by
 * the cascade is emptied without listing it.
 */
const resetStatements = new WeakMap<Database, Promise<string>>();

async function resetStatementFor(database: Database): Promise<string> {
  const result = await database.db.execute(sql`
    with recursive reached(oid) as (
      select c.oid from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and c.relname in (${sql.join(
          mutableTables.map((name) => sql`${name}`),
          sql`, `,
        )})
      union
      select con.conrelid from pg_constraint con join reached r on con.confrelid = r.oid
      where con.contype = 'f'
    )
    select 'table' as kind, format('%I', c.relname) as name, null as start
    from reached r join pg_class c on c.oid = r.oid
    union all
    select distinct 'sequence', format('%I', seq.relname), s.seqstart::text
    from reached r
    join pg_depend d on d.refobjid = r.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class seq on seq.oid = d.objid and seq.relkind = 'S'
    join pg_sequence s on s.seqrelid = seq.oid`);
  const list = (result as unknown as { rows: { kind: string; name: string; start: string | null }[] }).rows;
  const tables = list.filter((row) => row.kind === 'table').map((row) => row.name);
  const missing = mutableTables.filter((name) => !tables.includes(name));
  if (missing.length > 0) throw new Error(`resetData: no such tables: ${missing.join(', ')}`);
  const sequences = list
    .filter((row) => row.kind === 'sequence')
    .map((row) => `select setval('${row.name}', ${Number(row.start)}, false);`);
  return [
    'begin;',
    'set local session_replication_role = replica;',
    ...tables.map((name) => `delete from ${name};`),
    ...tables.map((name) => `delete from ${name};`),
    ...sequences,
    'commit;',
  ].join('\n');
}

async function runScript(database: Database, script: string): Promise<void> {
  if (database.kind === 'pglite') await (database.client as PGlite).exec(script);
  else await (database.client as pg.Pool).query(script);
}

/** Back to the demo accounts and nothing else: every test starts from the same data. */
export async function resetData(database: Database): Promise<void> {
  let statement = resetStatements.get(database);
  if (!statement) {
    statement = resetStatementFor(database);
    resetStatements.set(database, statement);
  }
  await runScript(database, await statement);
  await seedDemoAccounts(database.db, await demoPasswordHash());
  await seedDemoStaff(database.db, await demoPasswordHash());
}
