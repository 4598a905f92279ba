import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { demoPassword, seedDemoAccounts, seedReferenceData } from '../../src/db/seed/seed';
import { hashPassword } from '../../src/modules/auth/password-hash';

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
    database = openPostgres(url);
    // A fresh schema for this run (the PostgreSQL project runs its files one at a time).
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

/** The demo password hashed once per worker: scrypt at OWASP cost takes ~0.4 s by design. */
let demoHash: Promise<string> | undefined;
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(demoPassword);
  return demoHash;
}

/** Tables whose rows tests create; the reference lists (geo, branches, content) stay as seeded. */
const mutableTables = [
  'sessions',
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
  'idempotency_keys',
  'companies',
  'client_costs',
  'missions',
  'mission_orders',
  'mission_logs',
  'client_addresses',
  'client_bank_accounts',
  'client_supply_days',
  'supplies',
];

/** Back to the demo accounts and nothing else: every test starts from the same data. */
export async function resetData(database: Database): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${mutableTables.join(', ')} restart identity cascade`));
  await seedDemoAccounts(database.db, await demoPasswordHash());
}
