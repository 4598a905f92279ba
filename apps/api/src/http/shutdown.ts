import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Graceful shutdown (docs/quality.md R4). When app.close() starts, requests already running finish; new ones
 * (e.g. on a kept-alive connection) get 503 SERVICE_UNAVAILABLE in the envelope, so the load balancer
 * retries them elsewhere. Fastify's own bare 503 is turned off (return503OnClosing).
 *
 * Every answer sent while closing says `Connection: close`, and Node then closes that connection after it.
 * Without it a client puts the connection back in its pool and sends its next request on it just as the
 * server closes it: a reset, and the client cannot tell whether its POST happened. With it, the client
 * opens a new connection (to another instance) instead.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
