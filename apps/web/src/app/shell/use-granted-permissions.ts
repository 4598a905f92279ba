import type { SubUserPermission } from '@courier/contracts';
import { useAttemptSettings } from '@/features/attempts/api/get-attempt-settings';
import type { Session } from '@/lib/session-store';

/**
 * A sub-user's team permissions, for the navigation (decision 071): the session does not carry them (a
 * grant must show without a new login), and the only one, `attempts`, is known from whether the centre's
 * settings answer (403 without it). The main account asks nothing: it has them all.
 */
export function useGrantedPermissions(session: Session): SubUserPermission[] {
  const sub = session.isMainClient !== 1;
  const attempts = useAttemptSettings(sub);
  return sub && attempts.isSuccess ? ['attempts'] : [];
}
