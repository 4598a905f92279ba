import { staffListResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsTicketKeys } from './ops-ticket-keys';

/** `GET /api/ops/staff?role=support`: who a ticket can be assigned to (admins pass every desk too). */
export function useSupportAgents() {
  return useQuery({
    queryKey: opsTicketKeys.agents,
    queryFn: ({ signal }) => opsApi.get('staff', { schema: staffListResponseSchema, signal }),
    select: (data) => data.feed.filter((s) => s.role === 'support' || s.role === 'admin'),
    staleTime: 5 * 60_000,
  });
}
