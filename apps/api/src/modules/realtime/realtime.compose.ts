import {
  captainRunChangedEvent,
  notificationPushEvent,
  opsDeskChangedEvent,
  type StaffDesk,
  type StaffRole,
} from '@courier/contracts';
import type { FastifyInstance } from 'fastify';
import type { ComposeKit } from '../../compose-kit';
import type { NotificationsService, PushTarget } from '../notifications/notifications.service';
import { createRealtime, rooms, type Realtime, type RealtimeOptions } from './realtime.server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server (rooms: realtime.server.ts). */
    realtime: Realtime;
  }
}

/** The desk whose figures a client notification's subject changes. */
const deskOfSubject: Record<string, StaffDesk> = { order: 'orders', mission: 'missions', supply: 'supplies' };

/**
 * What the modules composed before the socket server need of it (it starts after the routes): events
 * before it exists are simply not pushed; the clients desk and the chat's presence read it when they run.
 */
export function realtimeLinks(app: FastifyInstance) {
  let realtimeServer: Realtime | null = null;
  const emit = (room: string, event: string, payload: unknown) => {
    if (app.hasDecorator('realtime')) app.realtime.io.to(room).emit(event, payload);
  };
  return {
    /** The notifications' push (modules/notifications/notifier.ts): a client's room or a user's. */
    deliverNotification: (target: PushTarget, payload: unknown) => {
      const io = realtimeServer?.io;
      if (!io) return;
      const to =
        target.userId === null
          ? rooms.client(target.clientId)
          : [rooms.user(target.userId), rooms.clientMain(target.clientId)];
      io.to(to).emit(notificationPushEvent, payload);
      // The console's dashboard and desks hear that their desk changed (decision 060): no content, only
      // the desk, in the rooms of the roles that read it (decision 036).
      const desk = deskOfSubject[(payload as { subject_kind?: string | null }).subject_kind ?? ''];
      if (desk) io.to(rooms.staffDesk(desk)).emit(opsDeskChangedEvent, { desk });
    },
    /** A desk's events reach the staff whose role reads that desk over HTTP (decision 036). */
    liveFor: (desk: StaffDesk) => ({
      toClient: (clientId: number, event: string, payload: unknown) =>
        emit(rooms.client(clientId), event, payload),
      toStaff: (event: string, payload: unknown) => emit(rooms.staffDesk(desk), event, payload),
    }),
    /** The clients desk only calls this while serving a request. */
    tellClient: (clientId: number, event: string, payload: unknown) =>
      app.realtime.io.to(rooms.client(clientId)).emit(event, payload),
    /** The captains module's events (decision 066): the captain's room and the `captains` desk's. */
    captainsLive: {
      toCaptain: (captainId: number, event: string, payload: unknown) =>
        emit(rooms.captain(captainId), event, payload),
      toStaff: (event: string, payload: unknown) => emit(rooms.staffDesk('captains'), event, payload),
    },
    /** The captain app: an order joined or left this captain's run (he reads `/api/captain/run` again). */
    tellCaptain: (captainId: number) => emit(rooms.captain(captainId), captainRunChangedEvent, { captainId }),
    staffRoleChanged: (staffId: number, role: StaffRole) => {
      if (app.hasDecorator('realtime')) app.realtime.staffRoleChanged(staffId, role);
    },
    /** Is this chat on one of the client's screens: across instances too (the Redis adapter answers for every node). */
    chatOpen: async (clientId: number, conversationId: number) =>
      app.hasDecorator('realtime') &&
      (await app.realtime.io.in(rooms.openChat(clientId, conversationId)).fetchSockets()).length > 0,
    attach(realtime: Realtime) {
      realtimeServer = realtime;
    },
  };
}

/** The sessions a socket is checked against: the auth module's, client and staff (its compose's names). */
interface SocketSessions {
  sessions: { authenticate: RealtimeOptions['authenticate']; endsAt: RealtimeOptions['sessionEndsAt'] };
  sessionEvents: { onRevoked: RealtimeOptions['onSessionsRevoked'] };
  staffAuth: {
    authenticate: NonNullable<RealtimeOptions['staff']>['authenticate'];
    endsAt: RealtimeOptions['sessionEndsAt'];
  };
  staffSessionEvents: { onRevoked: RealtimeOptions['onSessionsRevoked'] };
  captainAuth: {
    authenticate: NonNullable<RealtimeOptions['captain']>['authenticate'];
    endsAt: RealtimeOptions['sessionEndsAt'];
  };
  captainSessionEvents: { onRevoked: RealtimeOptions['onSessionsRevoked'] };
}

/** The socket.io server on the app's HTTP server, with the same session checks as HTTP. */
export async function composeRealtime(
  app: FastifyInstance,
  { clock, config, logger }: ComposeKit,
  given: SocketSessions & {
    notifications: NotificationsService;
    links: ReturnType<typeof realtimeLinks>;
  },
) {
  const { notifications, sessions, staffAuth, captainAuth } = given;
  const realtime = await createRealtime({
    httpServer: app.server,
    authenticate: sessions.authenticate,
    staff: {
      authenticate: staffAuth.authenticate,
      sessionEndsAt: staffAuth.endsAt,
      onSessionsRevoked: given.staffSessionEvents.onRevoked,
    },
    captain: {
      authenticate: captainAuth.authenticate,
      sessionEndsAt: captainAuth.endsAt,
      onSessionsRevoked: given.captainSessionEvents.onRevoked,
    },
    sessionEndsAt: sessions.endsAt,
    clock,
    onSessionsRevoked: given.sessionEvents.onRevoked,
    allowedOrigins: config.CORS_ORIGINS,
    redisUrl: config.REDIS_URL,
    logger: logger.child({ module: 'realtime' }),
    // A page sends the newest notification id it has seen: what came after it (while the socket was
    // not yet connected, or reconnecting) is pushed to this socket now (decision 021).
    onClientConnected: async (auth, handshake, send) => {
      const since = handshake.notifications_since;
      if (typeof since !== 'number' || !Number.isSafeInteger(since) || since < 0) return;
      for (const push of await notifications.missedSince(auth, since)) send(notificationPushEvent, push);
    },
  });
  given.links.attach(realtime);
  app.decorate('realtime', realtime);
  return realtime;
}
