// `npm run dev`: the API (reloading on change) on API_PORT (8282) and Vite's dev server on WEB_PORT (5173),
// which proxies /api, /socket.io and /healthz to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { root } from './ensure-built.mjs';

const apiPort = process.env.API_PORT ?? '8282';
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
