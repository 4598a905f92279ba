import { okSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST user/revoke_token {id}`: "log out everywhere" for a sub-user. */
export async function revokeEmployeeSessions(id: number): Promise<void> {
  await api.post('user/revoke_token', { id }, { schema: okSchema });
}

export function useRevokeEmployeeSessions() {
  return useMutation({ mutationFn: revokeEmployeeSessions });
}
