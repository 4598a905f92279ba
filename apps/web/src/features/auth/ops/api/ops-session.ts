import { staffLoginResponseSchema, type StaffLoginBody } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsSessionFromLogin, opsSessionStore } from '@/lib/ops-session';

/** `POST /api/ops/login`: a staff session, stored apart from the client's. */
export function useOpsLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) => opsApi.post('login', body, { schema: staffLoginResponseSchema }),
    onSuccess: (answer) => opsSessionStore.set(opsSessionFromLogin(answer)),
  });
}

/** `POST /api/ops/logout`; the local session ends whatever the answer (an expired one is over anyway). */
export async function opsLogout(): Promise<void> {
  try {
    await opsApi.post('logout');
  } finally {
    opsSessionStore.clear();
  }
}
