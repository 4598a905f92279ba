import type { SubUserPermission } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { attemptKeys } from '@/features/attempts/api/attempt-keys';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/session-store';

/**
 * A sub-user's team permissions, for the navigation (decision 071): the session does not carry them (a
 * grant must show without a new login), and the only one, `attempts`, is known from whether the centre's
 * settings answer (403 without it). The main account asks nothing: it has them all. Only the answer's
 * status matters, so it is not parsed: the navigation is in /Home's first paint, which carries no schema
 * library (docs/quality.md P1; parsing it took zod along, +30 KB).
 */
export function useGrantedPermissions(session: Session): SubUserPermission[] {
  const sub = session.isMainClient !== 1;
  const attempts = useQuery({
    queryKey: [...attemptKeys.settings(), 'navigation'],
    queryFn: ({ signal }) => api.get<unknown>('attempts/settings', { signal }),
    enabled: sub,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return sub && attempts.isSuccess ? ['attempts'] : [];
}
