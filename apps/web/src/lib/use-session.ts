import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/** The current session (null for a visitor); re-renders on login, logout and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
