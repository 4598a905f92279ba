import type { Logger } from 'pino';
import type { Config } from '../config';
import { openDatabase, type Database } from './database';
import { migrateDatabase } from './migrate';
import { hasClients, seedDemo } from './seed/seed';
import { copyTemplateIfFresh } from './template';

/** Opens the configured database, applies migrations and, when wanted, loads the demo data. */
export async function openPreparedDatabase(config: Config, logger: Logger): Promise<Database> {
  if (!config.DATABASE_URL && config.SEED_DEMO !== 'false' && copyTemplateIfFresh(config.DATA_DIR)) {
    logger.info({ dataDir: config.DATA_DIR }, 'embedded database created from the build template');
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const seed =
      config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !(await hasClients(database.db)));
    if (seed) {
      await seedDemo(database.db);
      logger.info('demo data loaded');
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
