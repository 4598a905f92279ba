import { captainApi } from '@/lib/captain-api';
import { captainSessionStore } from '@/lib/captain-session';

/** `POST /api/captain/logout`; the local session ends whatever the answer. */
export async function captainLogout(): Promise<void> {
  try {
    await captainApi.post('logout');
  } finally {
    captainSessionStore.clear();
  }
}
