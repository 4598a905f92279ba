import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { PgliteSessionLike } from './pglite-named-statements';

// Each driver (and its drizzle adapter) is imported when its database is opened: a server loads only
// the one it uses (~0.05 s of a PGlite start for pg, ~0.1 s of a PostgreSQL start for PGlite; P8).

/** What repositories query through: the database or a transaction (both are a PgDatabase). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** `select 1`: false when the database does not answer (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The raw driver, for the migrator and test resets only. */
  client: PGlite | pg.Pool;
}

/** DATABASE_URL selects PostgreSQL through node-postgres; otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(settings: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<Database> {
  return settings.DATABASE_URL ? openPostgres(settings.DATABASE_URL) : openPglite(settings.DATA_DIR);
}

const pgliteSharedBuffers = '16MB';

/** The embedded database. Without a folder it lives in memory (tests): ~0.6 GB RSS (initdb), ~2–4 s to create. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const [pglite, { pg_trgm }, { drizzle: drizzlePglite }, { useNamedStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('./pglite-named-statements'),
  ]);
  // pg_trgm: the receiver search's trigram index (migration 0025, decision 033) needs it on every open.
  const options = {
    extensions: { pg_trgm },
    // PGlite touches all of PostgreSQL's default 128 MB of shared buffers at start, and its WASM memory
    // never shrinks: 16 MB keeps ~120 MB off the process's RSS (docs/quality.md P5, P6; decision 002).
    startParams: [...pglite.PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  };
  let client: PGlite;
  if (dataDir) {
    const absolute = resolve(dataDir);
    // PGlite creates only the last folder of its path.
    mkdirSync(dirname(absolute), { recursive: true });
    client = await pglite.PGlite.create(absolute, options);
  } else {
    client = await pglite.PGlite.create(options);
  }
  const db = drizzlePglite(client) as unknown as Db;
  useNamedStatements((db as unknown as { session: PgliteSessionLike }).session, client, pglite);
  return {
    db,
    kind: 'pglite',
    client,
    ping: () => pingWith(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000 });
  // A client losing its connection (database restart) must not crash the process (docs/quality.md R5).
  // The pool listens on idle clients only: one checked out for a transaction, between two statements,
  // would throw its 'error' event out of the socket. Its next statement fails as a connection error
  // (503), and the pool drops it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    client: pool,
    ping: () => pingWith(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
