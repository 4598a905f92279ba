import type { Socket } from 'socket.io-client';
import { opsSessionStore } from './ops-session';

/**
 * The staff console's realtime connection (staff token; decision 026): the server puts it in the rooms of
 * the desks its role reads and cuts it when the session ends (decision 036). Open while at least one desk
 * listens and closed with the last listener. socket.io-client is imported on demand, like the client's
 * socket (lib/socket.ts).
 */
type Listener = (...args: unknown[]) => void;
const listeners = new Map<string, Set<Listener>>();
let socket: Socket | null = null;
let subscribers = 0;
let generation = 0;

async function open(): Promise<void> {
  const token = opsSessionStore.get()?.token;
  if (socket || !token) return;
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation || subscribers === 0 || socket) return;
  socket = io({ path: '/socket.io', auth: { token, staff: true }, transports: ['websocket', 'polling'] });
  // Logged out, expired, deactivated or given a new password by an admin (decisions 028, 036): signed out.
  socket.on('session:revoked', () => opsSessionStore.clear());
  socket.onAny((event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  });
}

function close(): void {
  generation++;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
}

/** Listens to a server event on the console's socket (opening it if needed); returns the unsubscribe. */
export function onOpsSocketEvent<A extends unknown[]>(
  event: string,
  listener: (...args: A) => void,
): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  set.add(listener as Listener);
  subscribers++;
  void open();
  return () => {
    set.delete(listener as Listener);
    subscribers--;
    if (subscribers === 0) close();
  };
}
