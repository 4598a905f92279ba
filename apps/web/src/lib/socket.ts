import type { Socket } from 'socket.io-client';

/**
 * The one realtime connection, kept while logged in (spec §2). socket.io-client is imported on demand
 * so visitors on /login never download it; so are its event names (socket-payloads.ts).
 */
let socket: Socket | null = null;
let socketToken: string | null = null;
// Bumped by every connect/disconnect so a connect still waiting for the import cannot revive a socket
// that was closed in the meantime.
let generation = 0;

type EventListener = (...args: unknown[]) => void;

/** Listeners of server events, kept across reconnects and logins (the socket itself comes and goes). */
const listeners = new Map<string, Set<EventListener>>();

/**
 * Listens to a server event (`notification:new`, …) on the current socket and every later one; returns
 * the unsubscribe function. Safe to call before the socket exists.
 */
export function onSocketEvent<A extends unknown[]>(
  event: string,
  listener: (...args: A) => void,
): () => void {
  const set = listeners.get(event) ?? new Set<EventListener>();
  listeners.set(event, set);
  set.add(listener as EventListener);
  return () => {
    set.delete(listener as EventListener);
  };
}

/**
 * The newest notification id this page has seen (the bell's fetch, each push). Sent in every handshake
 * (`notifications_since`), so the server pushes what came meanwhile: a notification recorded after the
 * page fetched its bell but before the socket connected (or while it reconnected) is not lost.
 */
let newestNotificationSeen: number | null = null;

/**
 * Settles once the bell has said what it saw (or after `bellWaitMs`). The first handshake waits for it:
 * sent before the bell's fetch answered, it would carry no id, and a notification recorded between that
 * fetch and the socket joining its rooms would reach neither.
 */
let bellKnown: Promise<void> = Promise.resolve();
let markBellKnown: () => void = () => {};
const bellWaitMs = 3_000;
function waitForBell(): void {
  bellKnown = new Promise((resolve) => (markBellKnown = resolve));
}
waitForBell();

/**
 * A local event (never sent by the server) on `onSocketEvent`: the socket joined after a handshake that
 * carried no id because the bell had not answered within `bellWaitMs` (a slow network). What was recorded
 * between the bell's read and the join reached neither, so the bell must read again.
 */
export const notificationsUnsureEvent = 'local:notifications-unsure';

/** Whether the last handshake went without the bell's id. */
let handshakeWithoutId = false;

export function noteNotificationSeen(id: number | null | undefined): void {
  if (typeof id !== 'number') return;
  newestNotificationSeen = Math.max(newestNotificationSeen ?? 0, id);
  markBellKnown();
}

/** The bell is gone (logged out): the next user's page starts from its own bell. */
export function forgetNotificationsSeen(): void {
  newestNotificationSeen = null;
  waitForBell();
}

export interface SocketHandlers {
  /** The server revoked (or refuses) the session of `token`. */
  onRevoked: (token: string) => void;
  /** Staff suspended (1) or unsuspended (0) the client: the API already applies it on every request. */
  onFreezed?: (isFreezed: 0 | 1) => void;
}

export async function connectSocket(token: string, handlers: SocketHandlers): Promise<Socket | null> {
  if (socket && socketToken === token) return socket;
  disconnectSocket();
  const mine = ++generation;
  const [{ io }, payloads] = await Promise.all([import('socket.io-client'), import('./socket-payloads')]);
  const { accountFreezedEvent } = payloads;
  if (mine !== generation) return null;
  socketToken = token;
  chatEvents = { open: payloads.chatOpenEvent, close: payloads.chatCloseEvent };
  // A function: read again on every (re)connect, so the server knows what this page last saw.
  socket = io({
    path: '/socket.io',
    auth: (send) => {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, bellWaitMs));
      void Promise.race([bellKnown, timeout]).then(() => {
        const since = newestNotificationSeen;
        handshakeWithoutId = since === null;
        send(since === null ? { token } : { token, notifications_since: since });
      });
    },
    transports: ['websocket', 'polling'],
  });
  socket.on('session:revoked', () => handlers.onRevoked(token));
  // A reconnected socket is a new one on the server: it is told again which chat is on screen.
  socket.on('connect', () => {
    if (openChat !== null) socket?.emit(payloads.chatOpenEvent, openChat);
    if (handshakeWithoutId) for (const listener of listeners.get(notificationsUnsureEvent) ?? []) listener();
  });
  socket.onAny((event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  });
  socket.on(accountFreezedEvent, (payload: unknown) => {
    // accountFreezedPayloadSchema's check (`{ is_freezed: 0 | 1 }`) by hand: the socket loads no zod.
    const isFreezed =
      typeof payload === 'object' && payload !== null && 'is_freezed' in payload && payload.is_freezed;
    if (isFreezed === 0 || isFreezed === 1) handlers.onFreezed?.(isFreezed);
  });
  socket.on('connect_error', (error: Error & { data?: { logout?: boolean } }) => {
    // The handshake refuses a revoked or expired token (data.logout): that session is over.
    if (error.data?.logout === true) handlers.onRevoked(token);
  });
  return socket;
}

let openChat: number | null = null;
/** The chat events' names, known once the socket's payloads chunk has loaded. */
let chatEvents: { open: string; close: string } | null = null;

/**
 * Tells the server which chat is on screen (null: none), so a desk message to it is not also a
 * notification (decision 027). Remembered across reconnects.
 */
export function reportOpenChat(conversationId: number | null): void {
  openChat = conversationId;
  if (!socket?.connected || !chatEvents) return;
  if (conversationId === null) socket.emit(chatEvents.close);
  else socket.emit(chatEvents.open, conversationId);
}

let lastActivityReport = 0;

/**
 * Tells the server the user is active (at most once per `minGapMs`), so the server's idle expiry follows
 * the person, not only their API calls: someone filling a long form for 40 minutes stays logged in.
 */
export function reportActivity(minGapMs: number): void {
  const now = Date.now();
  if (!socket?.connected || now - lastActivityReport < minGapMs) return;
  lastActivityReport = now;
  socket.emit('activity');
}

export function disconnectSocket(): void {
  generation++;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/** The live socket, for features that subscribe to events (tickets, chat, notifications). */
export function currentSocket(): Socket | null {
  return socket;
}
