import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { AppError } from '../../http/app-error';
import type { AuthContext, Authenticate } from '../../http/auth-guard';

/** Activity reports closer together than this are ignored (a cheap guard against a chatty client). */
const activityMinGapMs = 2_000;

/** Rooms a socket joins; features emit to a client's or a user's room. */
export const rooms = {
  client: (clientId: number) => `client:${clientId}`,
  user: (userId: number) => `user:${userId}`,
  session: (sessionId: number) => `session:${sessionId}`,
};

export interface RealtimeOptions {
  httpServer: HttpServer;
  /** The same session check as HTTP. */
  authenticate: Authenticate;
  /** Subscribes to "these sessions were revoked"; returns the unsubscribe function. */
  onSessionsRevoked: (listener: (sessionIds: number[]) => void) => () => void;
  /** Origins besides the server's own that may open a socket (CORS_ORIGINS). */
  allowedOrigins: string[];
  redisUrl?: string | undefined;
  logger: Logger;
}

export interface Realtime {
  io: Server;
  /** Stops accepting sockets and disconnects this instance's sockets (first step of shutdown). */
  drain(): void;
  /** Closes the server and its adapter (after the HTTP server closed). */
  close(): Promise<void>;
}

/**
 * Same-origin sockets, or origins on the allow-list. A request without Origin is not a browser page, so no
 * cross-site risk: it still needs a valid session token.
 */
function originAllowed(request: IncomingMessage, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * socket.io on the API's HTTP server at /socket.io. The client connects with `auth: { token }`; the token is
 * checked by the same sessions service as HTTP. Revoked sessions are told (`session:revoked`) and cut.
 */
export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { authenticate, logger } = options;
  let draining = false;

  const io = new Server(options.httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (request, callback) =>
      callback(null, !draining && originAllowed(request, options.allowedOrigins)),
    cors: options.allowedOrigins.length > 0 ? { origin: options.allowedOrigins } : undefined,
  });

  const redisClients: Array<ReturnType<typeof createClient>> = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => logger.error({ err }, 'redis error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const token: unknown = socket.handshake.auth?.token;
      const auth = await authenticate(typeof token === 'string' ? token : null);
      socket.data.auth = auth;
      next();
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      if (!(error instanceof AppError)) logger.error({ err: error }, 'socket authentication failed');
      next(Object.assign(new Error(code), { data: { code, logout: code !== 'INTERNAL' } }));
    }
  });

  io.on('connection', (socket: Socket) => {
    const auth = socket.data.auth as AuthContext;
    void socket.join([rooms.client(auth.clientId), rooms.user(auth.userId), rooms.session(auth.sessionId)]);
    // The web app reports user activity here, so a user who is busy on a page without calling the API
    // (a long form) is not expired by the server's idle timeout. The same check as HTTP refreshes it.
    let lastActivity = 0;
    // The optional acknowledgement tells the caller the check is done (true: still alive).
    socket.on('activity', async (ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (alive: boolean) => void) : () => {};
      const now = Date.now();
      if (now - lastActivity < activityMinGapMs) return reply(true);
      lastActivity = now;
      try {
        await authenticate(socket.handshake.auth?.token as string);
        reply(true);
      } catch {
        reply(false);
        socket.emit('session:revoked');
        socket.disconnect(true);
      }
    });
  });

  const unsubscribe = options.onSessionsRevoked((sessionIds) => {
    for (const id of sessionIds) {
      const room = rooms.session(id);
      io.to(room).emit('session:revoked');
      io.in(room).disconnectSockets(true);
    }
  });

  return {
    io,
    drain() {
      draining = true;
      io.local.disconnectSockets(true);
    },
    async close() {
      unsubscribe();
      draining = true;
      // The HTTP server is already closed by Fastify; socket.io's own attempt to close it is a no-op then.
      await io.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
