import type { Socket } from 'socket.io-client';

/**
 * The one realtime connection, kept while logged in (spec §2). socket.io-client is imported on demand
 * so visitors on /login never download it.
 */
let socket: Socket | null = null;
let socketToken: string | null = null;
// Bumped by every connect/disconnect so a connect still waiting for the import cannot revive a socket
// that was closed in the meantime.
let generation = 0;

export interface SocketHandlers {
  /** The server revoked (or refuses) the session of `token`. */
  onRevoked: (token: string) => void;
}

export async function connectSocket(token: string, handlers: SocketHandlers): Promise<Socket | null> {
  if (socket && socketToken === token) return socket;
  disconnectSocket();
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation) return null;
  socketToken = token;
  socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on('session:revoked', () => handlers.onRevoked(token));
  socket.on('connect_error', (error: Error & { data?: { logout?: boolean } }) => {
    // The handshake refuses a revoked or expired token (data.logout): that session is over.
    if (error.data?.logout === true) handlers.onRevoked(token);
  });
  return socket;
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
