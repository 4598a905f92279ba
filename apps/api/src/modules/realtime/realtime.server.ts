import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { staffDesks, staffMayRead, type StaffDesk, type StaffRole } from '@courier/contracts';
import type { Logger } from 'pino';
import type { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Clock } from '../../clock';
import { isConnectionError } from '../../lib/connection-errors';
import { AppError } from '../../http/app-error';
import type { AuthContext, Authenticate } from '../../http/auth-guard';
import type { CaptainContext } from '../../http/captain-guard';
import type { StaffContext } from '../../http/staff-guard';
import { repeatedFailureLog } from '../../logger';

/** Activity reports closer together than this are ignored (a cheap guard against a chatty client). */
const activityMinGapMs = 2_000;

/** How often this instance looks for sockets whose session has reached its end (idle or absolute). */
const expirySweepEveryMs = 1_000;

/**
 * Rooms a socket joins; features emit to a client's or a user's room, or to a staff desk's. A socket is in
 * a room only while its token may read over HTTP what is emitted there (decision 036).
 */
export const rooms = {
  client: (clientId: number) => `client:${clientId}`,
  user: (userId: number) => `user:${userId}`,
  /** The client's main account(s): they also get what was meant for one of their sub-users. */
  clientMain: (clientId: number) => `client-main:${clientId}`,
  session: (sessionId: number) => `session:${sessionId}`,
  /** The staff sockets whose role reads this desk (contracts `staffDesks`, the table the /api/ops guard reads). */
  staffDesk: (desk: StaffDesk) => `staff:desk:${desk}`,
  staffMember: (staffId: number) => `staff:${staffId}`,
  /** Staff sessions are numbered apart from client sessions: their own room, never `session:<id>`. */
  staffSession: (sessionId: number) => `staff-session:${sessionId}`,
  /** A captain's app (decision 061): his run's changes; his sessions are numbered apart too. */
  captain: (captainId: number) => `captain:${captainId}`,
  captainSession: (sessionId: number) => `captain-session:${sessionId}`,
  /** A client's socket with this chat on screen (decision 027): only ever the socket's own client's. */
  openChat: (clientId: number, conversationId: number) => `client:${clientId}:chat:${conversationId}`,
};

/** The desk rooms of a staff role: one per desk the role reads. */
function staffDeskRooms(role: StaffRole): string[] {
  return (Object.keys(staffDesks) as StaffDesk[]).filter((d) => staffMayRead(role, d)).map(rooms.staffDesk);
}

/** What the realtime server needs of one kind of session (client or staff). */
interface SessionSource<Context> {
  /** The same session check as HTTP. */
  authenticate: (token: string | null) => Promise<Context>;
  /** When a token's session ends if unused (null: ended); reads without refreshing it. */
  sessionEndsAt: (token: string) => Promise<Date | null>;
  /** Subscribes to "these sessions were revoked"; returns the unsubscribe function. */
  onSessionsRevoked: (listener: (sessionIds: number[]) => void) => () => void;
}

export interface RealtimeOptions {
  httpServer: HttpServer;
  /** The same session check as HTTP. */
  authenticate: Authenticate;
  /**
   * The staff console's sessions: a socket that connects with `auth: { token, staff: true }` is a
   * help-desk socket (its desks' rooms, `staff:<id>` and its session's), never a client's. Swept and
   * revoked like a client's.
   */
  staff?: SessionSource<StaffContext>;
  /**
   * The captain app's sessions (decision 061): `auth: { token, captain: true }` joins `captain:<id>` and
   * its session's room only; swept and revoked like the others.
   */
  captain?: SessionSource<CaptainContext>;
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
  /** A staff member's role changed: their sockets, on every instance, leave and join desk rooms to match. */
  staffRoleChanged(staffId: number, role: StaffRole): void;
}

/** What the server keeps on each socket: a client's or a help desk's session. */
type SocketData = (
  | { auth: AuthContext; staff?: never; captain?: never }
  | { staff: StaffContext; auth?: never; captain?: never }
  | { captain: CaptainContext; auth?: never; staff?: never }
) & {
  token: string;
  /** Not before this moment (ms, injected clock) can the session have ended: checked again then. */
  checkAt: number;
};

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
  const { authenticate, clock, logger } = options;
  /** When the session behind a socket ends, read from its own side's sessions. */
  const sessionEndsAt = (data: SocketData): Promise<Date | null> =>
    data.staff
      ? staffSessions().sessionEndsAt(data.token)
      : data.captain
        ? captainSessions().sessionEndsAt(data.token)
        : options.sessionEndsAt(data.token);
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
      // Every socket, client or staff, is swept: cut at its session's idle or absolute end. Due at once:
      // the first sweep after the socket joined its rooms reads its end, so a revocation published
      // between this check and the join (which that broadcast missed) still cuts it within a second.
      socket.data = (
        socket.handshake.auth?.staff === true
          ? { staff: await staffSessions().authenticate(token), token, checkAt: 0 }
          : socket.handshake.auth?.captain === true
            ? { captain: await captainSessions().authenticate(token), token, checkAt: 0 }
            : { auth: await authenticate(token), token, checkAt: 0 }
      ) satisfies SocketData;
      next();
    } catch (error) {
      next(connectError(error));
    }
  });

  function staffSessions() {
    if (!options.staff) throw new AppError('UNAUTHENTICATED');
    return options.staff;
  }

  function captainSessions() {
    if (!options.captain) throw new AppError('UNAUTHENTICATED');
    return options.captain;
  }

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
    const { auth, staff, captain, token } = socket.data as SocketData;
    if (captain) {
      void socket.join([rooms.captain(captain.captainId), rooms.captainSession(captain.sessionId)]);
      return;
    }
    if (staff) {
      void socket.join([
        rooms.staffMember(staff.staffId),
        rooms.staffSession(staff.sessionId),
        ...staffDeskRooms(staff.role),
      ]);
      return;
    }
    listenToActivity(socket, token);
    // A first login reads nothing over HTTP until the password is set (403 PASSWORD_CHANGE_REQUIRED,
    // decision 005), so its socket joins only its session's room: it hears that the session ended. Setting
    // the password answers a new token, and the page connects again with that.
    if (auth.mustSetPassword) void socket.join(rooms.session(auth.sessionId));
    else onClientSocket(socket, auth);
  });

  function onClientSocket(socket: Socket, auth: AuthContext) {
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
  }

  function listenToActivity(socket: Socket, token: string) {
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
  }

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
        const endsAt = await sessionEndsAt(data);
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

  // Sessions revoked on this instance (logout, a password change, a disabled user or staff member): their
  // rooms are told and cut on every instance (the Redis adapter carries both).
  const cutRooms = (roomOf: (sessionId: number) => string) => (sessionIds: number[]) => {
    for (const id of sessionIds) {
      const room = roomOf(id);
      io.to(room).emit('session:revoked');
      io.in(room).disconnectSockets(true);
    }
  };
  const unsubscribes = [
    options.onSessionsRevoked(cutRooms(rooms.session)),
    ...(options.staff ? [options.staff.onSessionsRevoked(cutRooms(rooms.staffSession))] : []),
    ...(options.captain ? [options.captain.onSessionsRevoked(cutRooms(rooms.captainSession))] : []),
  ];

  return {
    io,
    drain() {
      draining = true;
      io.local.disconnectSockets(true);
    },
    sweep,
    staffRoleChanged(staffId, role) {
      const member = io.in(rooms.staffMember(staffId));
      member.socketsLeave((Object.keys(staffDesks) as StaffDesk[]).map(rooms.staffDesk));
      member.socketsJoin(staffDeskRooms(role));
    },
    async close() {
      clearInterval(sweepTimer);
      for (const unsubscribe of unsubscribes) unsubscribe();
      draining = true;
      // The HTTP server is already closed by Fastify; socket.io's own attempt to close it is a no-op then.
      await io.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
