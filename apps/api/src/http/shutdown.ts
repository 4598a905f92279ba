import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Graceful shutdown (QUALITY R4). When app.close() starts, requests already running finish; new ones
 * (e.g. on a kept-alive connection) get 503 SERVICE_UNAVAILABLE in the envelope with `Connection: close`,
 * so the load balancer retries them elsewhere. Fastify's own bare 503 is turned off (return503OnClosing).
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 });
  });
  // Node closes idle keep-alive connections once, when the close starts; connections whose request was
  // still running become idle later and would hold the close for the keep-alive timeout. Close them as
  // they go idle (on the next tick, so a request already pipelined behind gets its 503 first).
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
