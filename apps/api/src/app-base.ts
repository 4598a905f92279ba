import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppDependencies } from './app-dependencies';
import { systemClock } from './clock';
import type { ComposeKit } from './compose-kit';
import type { Database } from './db/database';
import { openPreparedDatabase } from './db/prepare';
import { transactionRunner } from './db/transaction';
import { createFastifyBase } from './http/fastify-base';
import { setPasswordHashCost } from './lib/password-hash';
import { createLogger } from './logger';

/** What app.ts composes the modules on: the Fastify base, the kit each `compose<Module>` is handed, the database. */
export interface AppBase {
  app: FastifyInstance;
  kit: ComposeKit;
  database: Database;
  /** The app opened the database itself, so it closes it too (a given one stays its caller's). */
  ownsDatabase: boolean;
}

/**
 * Every start before the modules: the logger, the password-hash cost, the database (the given one, or its
 * own opened, migrated and seeded, and closed again when composing fails), then the base to compose on.
 */
export async function withAppBase(
  deps: AppDependencies,
  compose: (base: AppBase) => Promise<FastifyInstance>,
): Promise<FastifyInstance> {
  const logger = createLogger(deps.config, deps.logDestination);
  // Before the database: a first start's demo accounts are hashed at this cost too.
  setPasswordHashCost(deps.config.PASSWORD_HASH_COST);
  if (deps.database) return compose(await createAppBase(deps, logger, deps.database, false));
  const database = await openPreparedDatabase(deps.config, logger);
  try {
    return await compose(await createAppBase(deps, logger, database, true));
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createAppBase(
  deps: AppDependencies,
  logger: Logger,
  database: Database,
  ownsDatabase: boolean,
): Promise<AppBase> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const app = await createFastifyBase(config, logger, clock);
  const { db } = database;
  const kit: ComposeKit = { config, db, clock, transaction: transactionRunner(db), logger };
  return { app, kit, database, ownsDatabase };
}
