import type { FastifyInstance } from 'fastify';

/**
 * Every answer carries its request id (`Request-Id`, as the error envelope's `request_id` and the log
 * lines do): what a merchant or a user quotes to support to find the call (decision 055).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', request.id);
  });
}
