import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { demoPassword, seedReferenceData } from '../../src/db/seed/seed';
import { hashPassword, scryptParamsFor } from '../../src/lib/password-hash';

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
