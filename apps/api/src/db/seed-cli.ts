// `npm run seed -w apps/api`: migrates the configured database and loads the demo data (idempotent).
import { configFromProcess } from '../config';
import { openDatabase } from './database';
import { migrateDatabase } from './migrate';
import { demoLogins, demoPassword, seedDemo } from './seed/seed';

const config = configFromProcess();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  await seedDemo(database.db);
  console.log(`Demo data ready (${database.kind}). Accounts, password ${demoPassword}:`);
  console.table(demoLogins);
} finally {
  await database.close();
}
