import { useSyncExternalStore } from 'react';
import type { CaptainLoginResponse } from '@courier/contracts';
import { readJson, removeKey, storageKeys, writeJson } from './storage';

/** A captain's session in the captain app: apart from the client's and the staff's (decision 061). */
export interface CaptainSession {
  token: string;
  captainId: number;
  name: string;
  expiresAt: string;
}

export const captainSessionFromLogin = (r: CaptainLoginResponse): CaptainSession => ({
  token: r.access_token,
  captainId: r.captain_id,
  name: r.name,
  expiresAt: r.expires_at,
});

function parseStored(value: unknown, now = Date.now()): CaptainSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<CaptainSession>;
  if (typeof s.token !== 'string' || !s.token || typeof s.captainId !== 'number') return null;
  if (typeof s.expiresAt === 'string' && Date.parse(s.expiresAt) <= now) return null;
  return s as CaptainSession;
}

type Listener = () => void;

/** The ops session's small external store, on its own key. */
function createCaptainSessionStore() {
  let current: CaptainSession | null = parseStored(readJson(storageKeys.captainSession));
  const listeners = new Set<Listener>();
  const set = (next: CaptainSession | null) => {
    current = next;
    if (next) writeJson(storageKeys.captainSession, next);
    else removeKey(storageKeys.captainSession);
    listeners.forEach((l) => l());
  };
  return {
    get: (): CaptainSession | null => current,
    set: (next: CaptainSession) => set(next),
    clear: () => set(null),
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const captainSessionStore = createCaptainSessionStore();

export function useCaptainSession(): CaptainSession | null {
  return useSyncExternalStore(
    captainSessionStore.subscribe,
    captainSessionStore.get,
    captainSessionStore.get,
  );
}
