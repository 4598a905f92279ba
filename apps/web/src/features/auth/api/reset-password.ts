import { okSchema, type ResetBody } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Forgot-password last step: the code is bound to the email it was sent for. */
export function resetPassword(body: ResetBody) {
  return api.post('reset', body, { schema: okSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
