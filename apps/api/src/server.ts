// Starts the API: parse settings, build the app, listen, and close gracefully on SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, configFromProcess, type Config } from './config';
import { tuneForEmbeddedDatabase } from './db/embedded-engine';
import { demoLogins, demoPassword } from './db/seed/seed';
import { exposedDevelopmentWarning } from './http/dev-tools';

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
// Before the app opens the embedded database (PGlite compiles its WebAssembly then).
tuneForEmbeddedDatabase(config);
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

// Slow clients (headers or bodies trickled a byte at a time) are cut with 408, so they cannot hold
// sockets and memory for ever. Node checks these two limits every connectionsCheckingInterval, which it
// reads when it starts listening: checked four times per headers timeout, so the cut comes on time.
// (connectionsCheckingInterval is a documented http.Server property its typings lack.)
Object.assign(app.server, {
  headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
  keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 4)),
});

await app.listen({ port: config.PORT, host: config.HOST });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const docs = config.API_DOCS ? ' (API docs: /api/docs)' : '';
console.log(`\nCourier portal listening on http://${shownHost}:${port}${docs}`);
const exposed = exposedDevelopmentWarning(config);
if (exposed) app.log.warn(exposed);
if (config.NODE_ENV !== 'production' && (await app.demoAccountsPresent())) {
  console.log(`Demo accounts (password ${demoPassword}):`);
  console.table(demoLogins);
}
