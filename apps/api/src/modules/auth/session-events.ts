/**
 * "These sessions were revoked": published after the revoking transaction commits, so listeners (the
 * realtime server) can cut those sessions' sockets at once (docs/quality.md R7). In-process; with several
 * instances the socket.io Redis adapter carries the disconnect to the others.
 */
export type SessionsRevokedListener = (sessionIds: number[]) => void;

export function createSessionEvents() {
  const listeners = new Set<SessionsRevokedListener>();
  return {
    onRevoked(listener: SessionsRevokedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publishRevoked(sessionIds: number[]): void {
      if (sessionIds.length === 0) return;
      for (const listener of listeners) listener(sessionIds);
    },
  };
}

export type SessionEvents = ReturnType<typeof createSessionEvents>;
