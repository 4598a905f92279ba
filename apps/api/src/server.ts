// Starts the API: parse settings, build the app, listen, and close gracefully on SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, configFromProcess, type Config } from './config';
import { demoAccounts, demoPassword } from './db/seed/seed';

function readConfig(): Config {
  try {
    return configFromProcess();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp({ config });

// Registered before listening so that a signal during start-up also closes the database cleanly.
// In-flight requests finish, new ones get 503, sockets are cut; past 10 s the process exits anyway.
closeWithGrace(
  { delay: 10_000, logger: { error: (message) => app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  },
);

await app.listen({ port: config.PORT, host: config.HOST });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const docs = config.API_DOCS ? ' (API docs: /api/docs)' : '';
console.log(`\nCourier portal listening on http://${shownHost}:${port}${docs}`);
if (config.NODE_ENV !== 'production' && (await app.demoAccountsPresent())) {
  console.log(`Demo accounts (password ${demoPassword}):`);
  console.table(demoAccounts);
}
