import { disconnectSocket } from './socket';
import { sessionStore } from './session-store';

/**
 * Ends the session on this device (spec §8 and §4): the stored session (and with it the walkthrough
 * flag) is removed and the socket closed. Other tabs see the storage change; the app watches the store
 * and navigates to /login.
 */
export function endLocalSession(): void {
  disconnectSocket();
  sessionStore.clear();
}

/**
 * The server says `token` is no longer valid (socket revocation, a 401 answer). End the session only
 * if it still uses that token: a password change replaces the token and revokes the old one, and that
 * revocation may arrive before the answer carrying the new token.
 */
export async function endSessionIfCurrent(token: string): Promise<void> {
  await sessionStore.settled();
  if (sessionStore.get()?.token === token) endLocalSession();
}
