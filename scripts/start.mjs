// `npm start`: builds what is missing or stale, then runs the bundled server in this same process
// (plain node, so signals reach the server's graceful shutdown directly).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root, serverEntry } from './ensure-built.mjs';

// Settings may live in a .env file (see .env.example); the real environment wins over it.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
ensureBuilt();
await import(pathToFileURL(serverEntry).href);
