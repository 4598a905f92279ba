import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { RunInTransaction } from './db/transaction';

/** What app.ts hands every `compose<Module>` (decision 041): the settings, the database and the shared kits. */
export interface ComposeKit {
  config: Config;
  db: Db;
  clock: Clock;
  transaction: RunInTransaction;
  logger: Logger;
}

/** A module's routes in one scope (/api/client, /api/ops, ...), returned under the scope's name. */
export type { ScopeRoutes } from './http/scopes';
/** A module's hourly work, returned as `hourly` (app.ts schedules every module's). */
export type { HourlyJob } from './hourly-jobs';
