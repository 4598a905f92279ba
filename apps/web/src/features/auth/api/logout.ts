import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endLocalSession } from '@/lib/end-session';

/** The answer carries nothing but `success` (checked by the client), so no schema: the shell loads this. */
export function logout() {
  return api.post('logout', {});
}

/**
 * Logout never fails for the user: the server call is best effort (its token may already be revoked)
 * and the local session is ended either way.
 */
export async function logoutEverywhereLocal(): Promise<void> {
  const request = logout().catch(() => undefined);
  endLocalSession();
  await request;
}

export function useLogout() {
  return useMutation({ mutationFn: logoutEverywhereLocal });
}
