import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Clock } from '../../clock';
import { isConnectionError } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthContext, Authenticate } from '../../http/auth-guard';
import type { AuthenticateStaff, StaffContext } from '../../http/staff-guard';
import { repeatedFailureLog } from '../../logger';

/** Activity reports closer together than this are ignored (a cheap guard against a chatty client). */
const activityMinGapMs = 2_000;

/** How often this instance looks for sockets whose session has reached its end (idle or absolute). */
const expirySweepEveryMs = 1_000;

/** Rooms a socket joins; features emit to a client's or a user's room. */
export const rooms = {
  client: (clientId: number) => `client:${clientId}`,
  user: (userId: number) => `user:${userId}`,
  /** The client's main account(s): they also get what was meant for one of their sub-users. */
  clientMain: (clientId: number) => `client-main:${clientId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  /** Every help-desk socket (staff console). */
  staff: 'staff',
  staffMember: (staffId: number) => `staff:${staffId}`,
  /** A client's socket with this chat on screen (decision 027): only ever the socket's own client's. */
  openChat: (clientId: number, conversationId: number) => `client:${clientId}:chat:${conversationId}`,
};

export interface RealtimeOptions {
  httpServer: HttpServer;
  /** The same session check as HTTP. */
  authenticate: Authenticate;
  /**
   * The staff console's session check: a socket that connects with `auth: { token, staff: true }` is a
   * help-desk socket (rooms `staff` and `staff:<id>`), never a client's.
   */
  authenticateStaff?: AuthenticateStaff;
  /** When a token's session ends if unused (null: ended); reads without refreshing it. */
  sessionEndsAt: (token: string) => Promise<Date | null>;
  clock: Clock;
  /** Subscribes to "these sessions were revoked"; returns the unsubscribe function. */
  onSessionsRevoked: (listener: (sessionIds: number[]) => void) => () => void;
  /** Origins besides the server's own that may open a socket (CORS_ORIGINS). */
  allowedOrigins: string[];
  redisUrl?: string | undefined;
  logger: Logger;
  /**
   * Runs once a client's socket joined its rooms, with what the page sent in its handshake (`since`: the
   * newest notification id it has seen); `send` emits to this socket only (app.ts: missed notifications).
   */
  onClientConnected?: (
    auth: AuthContext,
    handshake: Record<string, unknown>,
    send: (event: string, payload: unknown) => void,
  ) => Promise<void>;
}

export interface Realtime {
  io: Server;
  /** Stops accepting sockets and disconnects this instance's sockets (first step of shutdown). */
  drain(): void;
  /** Closes the server and its adapter (after the HTTP server closed). */
  close(): Promise<void>;
  /** Cuts this instance's sockets whose session has ended (runs every second; tests call it after moving the clock). */
  sweep(): Promise<void>;
}

/** What the server keeps on each socket. */
interface SocketData {
  auth: AuthContext;
  /** Set instead of a client context on help-desk sockets. */
  staff?: StaffContext;
  token: string;
  /** Not before this moment (ms, injected clock) can the session have ended: checked again then. */
  checkAt: number;
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
  const { authenticate, sessionEndsAt, clock, logger } = options;
  const logOutage = repeatedFailureLog(logger, clock);
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
    // Loaded only when instances share Redis: the client's ~600 files cost a start without it (P8).
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    const logRedis = repeatedFailureLog(logger, clock);
    for (const client of [pub, sub]) client.on('error', (err) => logRedis({ err }, 'redis error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  /** The session ended: the web app is told (it logs out) and the socket is cut. */
  const cut = (socket: Socket) => {
    socket.emit('session:revoked');
    socket.disconnect(true);
  };

  io.use(async (socket, next) => {
    try {
      const given: unknown = socket.handshake.auth?.token;
      const token = typeof given === 'string' ? given : '';
      if (socket.handshake.auth?.staff === true) {
        if (!options.authenticateStaff) throw new AppError('UNAUTHENTICATED');
        const staff = await options.authenticateStaff(token);
        // Staff sessions are checked again on every API call; the expiry sweep reads client sessions only.
        socket.data = { staff, token, checkAt: Number.POSITIVE_INFINITY } as unknown as SocketData;
        return next();
      }
      const auth = await authenticate(token);
      const endsAt = await sessionEndsAt(token);
      socket.data = { auth, token, checkAt: endsAt?.getTime() ?? 0 } satisfies SocketData;
      next();
    } catch (error) {
      next(connectError(error));
    }
  });

  function connectError(error: unknown): Error {
    let code = error instanceof AppError ? error.code : 'INTERNAL';
    if (isConnectionError(error)) {
      code = 'SERVICE_UNAVAILABLE';
      logOutage({ err: error }, 'database unavailable');
    } else if (code === 'INTERNAL') logger.error({ err: error }, 'socket authentication failed');
    const logout = code !== 'INTERNAL' && code !== 'SERVICE_UNAVAILABLE';
    return Object.assign(new Error(code), { data: { code, logout } });
  }

  io.on('connection', (socket: Socket) => {
    const { staff } = socket.data as SocketData;
    if (staff) {
      void socket.join([rooms.staff, rooms.staffMember(staff.staffId)]);
      return;
    }
    const { auth, token } = socket.data as SocketData;
    void socket.join([
      rooms.client(auth.clientId),
      rooms.user(auth.userId),
      rooms.session(auth.sessionId),
      ...(auth.isMain ? [rooms.clientMain(auth.clientId)] : []),
    ]);
    // The web app reports the chat on screen (`chat:open` id, `chat:close`): a desk message to a chat
    // that is open is not also a notification (decision 027). The room is under the socket's own client.
    let openChat: string | null = null;
    const closeChat = () => {
      if (openChat) void socket.leave(openChat);
      openChat = null;
    };
    socket.on('chat:open', (conversationId: unknown) => {
      closeChat();
      if (!Number.isSafeInteger(conversationId) || (conversationId as number) < 1) return;
      openChat = rooms.openChat(auth.clientId, conversationId as number);
      void socket.join(openChat);
    });
    socket.on('chat:close', closeChat);
    if (options.onClientConnected) {
      const handshake = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      options
        .onClientConnected(auth, handshake, (event, payload) => socket.emit(event, payload))
        .catch((err: unknown) => logOutage({ err }, 'socket catch-up failed'));
    }
    // The web app reports user activity here, so a user who is busy on a page without calling the API
    // (a long form) is not expired by the server's idle timeout. The same check as HTTP refreshes it.
    let lastActivity = Number.NEGATIVE_INFINITY;
    // The optional acknowledgement tells the caller the check is done (true: still alive).
    socket.on('activity', async (ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (alive: boolean) => void) : () => {};
      const now = clock.now().getTime();
      if (now - lastActivity < activityMinGapMs) return reply(true);
      lastActivity = now;
      try {
        await authenticate(token);
        reply(true);
      } catch (error) {
        if (isConnectionError(error)) return reply(true);
        reply(false);
        cut(socket);
      }
    });
  });

  // An idle-expired session's socket is cut at its end, not at its next message. Each socket keeps the
  // earliest moment its session can end; past it, the session is read again (HTTP calls, here or on
  // another instance, may have moved the end) without refreshing it, and the socket cut if it has ended.
  let sweeping: Promise<void> | null = null;
  const sweepPass = async () => {
    const now = clock.now().getTime();
    const due = [...io.of('/').sockets.values()].filter((s) => (s.data as SocketData).checkAt <= now);
    for (const socket of due) {
      const data = socket.data as SocketData;
      try {
        const endsAt = await sessionEndsAt(data.token);
        if (endsAt === null) cut(socket);
        else data.checkAt = endsAt.getTime();
      } catch (error) {
        logOutage({ err: error }, 'session expiry check failed');
      }
    }
  };
  const startSweep = () => {
    const pass = sweepPass().finally(() => {
      if (sweeping === pass) sweeping = null;
    });
    sweeping = pass;
    return pass;
  };
  // A caller (a test that moved the clock) gets a pass that reads the clock after its call.
  const sweep = async () => {
    await sweeping;
    await startSweep();
  };
  // The timer skips a beat while a pass still runs (a slow database), rather than piling passes up.
  const sweepTimer = setInterval(() => {
    if (!sweeping) void startSweep();
  }, expirySweepEveryMs);
  sweepTimer.unref();

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
    sweep,
    async close() {
      clearInterval(sweepTimer);
      unsubscribe();
      draining = true;
      // The HTTP server is already closed by Fastify; socket.io's own attempt to close it is a no-op then.
      await io.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
