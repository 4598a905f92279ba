import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endLocalSession } from '@/lib/end-session';

/** The answer carries nothing but `success` (checked by the client), so no schema: the shell loads this. */
export function logout(idle = false) {
  // idle = 1: the idle timer ended the session (a sub-user's attendance records it as an idle logout).
  return api.post('logout', idle ? { idle: 1 } : {});
}

/**
 * Logout never fails for the user: the server call is best effort (its token may already be revoked)
 * and the local session is ended either way.
 */
export async function logoutEverywhereLocal(idle = false): Promise<void> {
  const request = logout(idle).catch(() => undefined);
  endLocalSession();
  await request;
}

export function useLogout() {
  return useMutation({ mutationFn: () => logoutEverywhereLocal() });
}
