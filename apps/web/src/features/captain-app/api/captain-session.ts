import { captainLoginResponseSchema, type CaptainLoginBody } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';
import { captainSessionFromLogin, captainSessionStore } from '@/lib/captain-session';

/** `POST /api/captain/login`: a captain session, stored apart from the client's and the staff's. */
export function useCaptainLogin() {
  return useMutation({
    mutationFn: (body: CaptainLoginBody) =>
      captainApi.post('login', body, { schema: captainLoginResponseSchema }),
    onSuccess: (answer) => captainSessionStore.set(captainSessionFromLogin(answer)),
  });
}
