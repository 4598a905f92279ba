import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appShellPages } from './app-shell';

/** Paths the single-page app never owns: they answer 404 in the API envelope instead of index.html. */
const serverPaths = ['/api', '/socket.io', '/healthz', '/readyz'];

/**
 * History-mode routes of the SPA (e.g. /Home, /OrderDetails/7): extension-less GETs outside the server's
 * own paths. A missing /assets/x.js must stay a 404, not become index.html.
 */
export function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (serverPaths.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Serves the built web app (apps/web/dist), precompressed variants when present. Hashed /assets/* are
 * cached for a year; index.html is revalidated on every load so a deploy shows at once. Returns the app
 * shell's page for a URL (app-shell.ts), or null (serving nothing) when the folder does not exist, as in
 * development and tests.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<((url: string, cookie?: string) => string) | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.info({ distDir }, 'web app not built: static serving is off');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/index\.html(\.(br|gz))?$/.test(path)) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  return appShellPages(distDir);
}

/** A URL of the app: index.html with that page's files announced (app-shell.ts), revalidated on every load. */
export function sendAppShell(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
