import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Graceful shutdown (docs/quality.md R4). When app.close() starts, the server stops accepting connections;
 * requests already running finish; a new request on a kept-alive connection gets 503 SERVICE_UNAVAILABLE
 * in the envelope, so the client (or the load balancer) retries it elsewhere knowing nothing happened.
 * Fastify's own bare 503 is turned off (return503OnClosing).
 *
 * Every answer sent while closing says `Connection: close`, and Node then closes that connection after it.
 *
 * Node's `server.close()` would also cut every kept-alive connection idle at that instant, and a client may
 * be sending its next request on one just then: a reset it cannot tell from a lost POST. So idle
 * connections are cut only once they have stayed idle for `idleCutMs` while closing; a busy client gets
 * its 503 with `Connection: close` instead.
 */
export function registerShutdownGate(app: FastifyInstance, { idleCutMs }: { idleCutMs: number }): void {
  let closing = false;
  const connections = new Map<Socket, { active: number; idleSince: number }>();
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.idleSince = Date.now();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    // server.close() (called by Fastify next) stops accepting; the idle cut is ours, not Node's instant one.
    app.server.closeIdleConnections = () => undefined;
    const sweep = setInterval(
      () => {
        const now = Date.now();
        for (const [socket, state] of connections) {
          if (state.active === 0 && now - state.idleSince >= idleCutMs) socket.destroy();
        }
        if (connections.size === 0) clearInterval(sweep);
      },
      Math.max(10, Math.floor(idleCutMs / 4)),
    );
    sweep.unref();
  });
  // Refused once the body is read, before the handler runs: closing a socket that still holds an unread
  // body makes the kernel answer with a reset, and the client would never see the 503.
  app.addHook('preHandler', async () => {
    if (closing) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
