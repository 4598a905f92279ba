// Prints the merchant API's OpenAPI document (GET /api/v1/docs) as the server answers it, from an app on
// an empty in-memory database (the document is made from the routes, not from data). The SDK's generator
// reads it (packages/sdk, `npm run sdk:generate`, decision 074). Run with tsx.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/database';

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    WEBHOOK_POLL_MS: '0',
    RECEIVER_MESSAGES_POLL_MS: '0',
  }),
  database: await openPglite(),
});
const answer = await app.inject({ url: '/api/v1/docs' });
await app.close();
if (answer.statusCode !== 200) throw new Error(`GET /api/v1/docs answered ${answer.statusCode}`);
process.stdout.write(`${JSON.stringify(JSON.parse(answer.body), null, 2)}\n`);
