import { constants, cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { apiPackageRoot } from '../paths';
import { openPglite } from './database';
import { migrateDatabase } from './migrate';
import { seedDemo } from './seed/seed';

/**
 * Creating an embedded database (PGlite's initdb) takes 4–6 s on this machine, far over the 2 s
 * cold-start target (docs/quality.md P8). So the build makes one database once — migrated, demo data loaded —
 * and a first start copies that folder instead of creating one. It holds no secrets: app secrets are
 * made on first use, per installation.
 */
export function templateDir(): string {
  return join(apiPackageRoot(), 'dist', 'pglite-template');
}

const isPgDataDir = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Copies the template into `dataDir` when that folder is missing or empty. True when it did. */
export function copyTemplateIfFresh(dataDir: string, template = templateDir()): boolean {
  if (!isPgDataDir(template)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  // A copy-on-write clone where the file system has them (btrfs, XFS); a plain copy elsewhere.
  cpSync(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return true;
}

/** Build step: writes a migrated, seeded embedded database to `dir` (replacing what was there). */
export async function makeTemplate(dir = templateDir()): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const database = await openPglite(dir);
  try {
    await migrateDatabase(database);
    await seedDemo(database.db);
    // A first start copies every file of this folder: PostgreSQL's own template databases were 600 of
    // its 1,440 files (14 of 45 MB), and nothing creates a database in the embedded one (P8, decision 002).
    for (const name of ['template0', 'template1']) {
      await database.db.execute(sql.raw(`alter database ${name} is_template false`));
      await database.db.execute(sql.raw(`drop database ${name}`));
    }
  } finally {
    await database.close();
  }
}
