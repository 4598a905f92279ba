import { loginResponseSchema, type ChangePasswordBody, type LoginResponse } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionFromFields, sessionStore } from '@/lib/session-store';

/**
 * Answers with new session fields: the server revokes the old token (and, with logout_devices, every
 * other session), so the new one is stored before the call counts as done. The store is told a
 * replacement is under way, so the old token's revocation (which may arrive first, over the socket)
 * does not end this tab's session.
 */
export function changePassword(body: ChangePasswordBody): Promise<LoginResponse> {
  return sessionStore.whileReplacing(
    api.post('change-password', body, { schema: loginResponseSchema }).then((response) => {
      sessionStore.set(sessionFromFields(response, sessionStore.get()));
      return response;
    }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
