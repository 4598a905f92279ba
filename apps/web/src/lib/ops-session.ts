import { useSyncExternalStore } from 'react';
import type { StaffLoginResponse, StaffRole } from '@courier/contracts';
import { readJson, removeKey, storageKeys, writeJson } from './storage';

/** A staff member's session in the /ops console: apart from the client session (another key, another token). */
export interface OpsSession {
  token: string;
  staffId: number;
  name: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

export const opsSessionFromLogin = (r: StaffLoginResponse): OpsSession => ({
  token: r.access_token,
  staffId: r.staff_id,
  name: r.name,
  email: r.email,
  role: r.role,
  expiresAt: r.expires_at,
});

function parseStored(value: unknown, now = Date.now()): OpsSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<OpsSession>;
  if (
    typeof s.token !== 'string' ||
    !s.token ||
    typeof s.staffId !== 'number' ||
    typeof s.role !== 'string'
  ) {
    return null;
  }
  if (typeof s.expiresAt === 'string' && Date.parse(s.expiresAt) <= now) return null;
  return s as OpsSession;
}

type Listener = () => void;

/** The same small external store as the client session, mirrored in localStorage across tabs. */
function createOpsSessionStore() {
  let current: OpsSession | null = parseStored(readJson(storageKeys.opsSession));
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  const set = (next: OpsSession | null) => {
    current = next;
    if (next) writeJson(storageKeys.opsSession, next);
    else removeKey(storageKeys.opsSession);
    emit();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== storageKeys.opsSession && event.key !== null) return;
      current = parseStored(readJson(storageKeys.opsSession));
      emit();
    });
  }
  return {
    get: (): OpsSession | null => current,
    set: (next: OpsSession) => set(next),
    clear: () => set(null),
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const opsSessionStore = createOpsSessionStore();

export function useOpsSession(): OpsSession | null {
  return useSyncExternalStore(opsSessionStore.subscribe, opsSessionStore.get, opsSessionStore.get);
}
