import type { LoginRequest, LoginResponse } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { currentPosition } from '@/lib/geolocation';
import { sessionFromFields, sessionStore } from '@/lib/session-store';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  // The response schema comes with the form's validation chunk (already loaded by the time anyone submits).
  const { loginResponseSchema } = await import('../utils/login-validation');
  return api.post('login', body, { schema: loginResponseSchema });
}

/**
 * A sub-user bound to a pickup location must send its position (issue 9). Only they are asked for it:
 * the first attempt goes without; when the server answers that a position is needed, the browser's is
 * sent with a second attempt. Without one, the server's message (why) stays.
 */
export async function loginWithPosition(body: LoginRequest): Promise<LoginResponse> {
  try {
    return await login(body);
  } catch (error) {
    if (!isApiError(error) || error.code !== 'ATTENDANCE_POSITION_REQUIRED') throw error;
    const position = await currentPosition();
    if (!position) throw error;
    return login({ ...body, ...position });
  }
}

/** Logs in and stores the session; the guard then routes to /Home or /set_password. */
export function useLogin() {
  return useMutation({
    mutationFn: loginWithPosition,
    onSuccess: (response) => sessionStore.set(sessionFromFields(response)),
  });
}
