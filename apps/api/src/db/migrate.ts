import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsFolder } from '../paths';
import type { Database } from './database';

/** An arbitrary constant: the advisory lock that lets one instance migrate while the others wait. */
const migrationLockId = 727_001;

/** Applies the committed migrations (apps/api/drizzle). Safe when several instances start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // The driver's migrator only (database.ts: a server loads one driver).
  if (database.kind === 'pglite') {
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    await migrate(drizzle(database.client as PGlite), config);
    return;
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // The lock is held by one connection, so the migration must run on that same connection.
  const connection = await (database.client as pg.Pool).connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrate(drizzle(connection), config);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
    connection.release();
  }
}
