import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine (and Swagger UI) inject <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // OpenStreetMap tiles of the pickup-location map (issue 9).
      imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
};

/**
 * The headers helmet sets for these options, worked out once. Every value is a constant (no nonces), and
 * @fastify/helmet built helmet's whole middleware again on every request: 0.7–2.4 % of the server's CPU
 * on every route (decision 035, last amendment).
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => {},
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous today; a version that is not would leave the list incomplete.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

const securityHeaders = helmetHeaders(helmetOptions);

/**
 * Security headers on every response (docs/quality.md R8) and the CORS allow-list. The CSP is written out in full
 * (no helmet defaults) so what the browser enforces is exactly this list.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: string[] },
): Promise<void> {
  // On the raw response, as @fastify/helmet set them: every answer has them, whatever sends it.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });

  // API answers hold tokens (login) and personal data (order details): no browser or proxy keeps them.
  // The web app's files set their own caching (web-app.ts) and are not JSON.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && (isJson(reply.getHeader('content-type')) || isApi(request.url)))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  // Same-origin needs no CORS; other origins only when listed in CORS_ORIGINS. Tokens travel in the
  // Authorization header, never in cookies, so credentials stay off.
  if (options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  }
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/([\w.+-]+\+)?json\b/.test(type);
const isApi = (url: string) => url.startsWith('/api/client/');
