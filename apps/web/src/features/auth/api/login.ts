import type { LoginBody, LoginResponse } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionFromFields, sessionStore } from '@/lib/session-store';

export async function login(body: LoginBody): Promise<LoginResponse> {
  // The response schema comes with the form's validation chunk (already loaded by the time anyone submits).
  const { loginResponseSchema } = await import('../utils/login-validation');
  return api.post('login', body, { schema: loginResponseSchema });
}

/** Logs in and stores the session; the guard then routes to /Home or /set_password. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => sessionStore.set(sessionFromFields(response)),
  });
}
