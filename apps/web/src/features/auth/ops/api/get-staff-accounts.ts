import { staffAccountsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { staffKeys } from './staff-keys';

/** `GET /api/ops/staff/accounts`: every staff member, active or not, with the last login. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: async ({ signal }) =>
      (await opsApi.get('staff/accounts', { schema: staffAccountsResponseSchema, signal })).feed,
  });
}
