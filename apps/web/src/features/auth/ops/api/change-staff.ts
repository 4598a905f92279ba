import {
  staffAccountResponseSchema,
  type AddStaffForm,
  type StaffAccount,
  type StaffRole,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { staffKeys } from './staff-keys';

/** What the admin does to one member (decision 028): each is one POST under /api/ops/staff. */
export type StaffChange =
  | { kind: 'add'; values: AddStaffForm }
  | { kind: 'role'; id: number; role: StaffRole }
  | { kind: 'active'; id: number; active: boolean }
  | { kind: 'password'; id: number; password: string };

export async function changeStaff(change: StaffChange): Promise<StaffAccount> {
  const options = { schema: staffAccountResponseSchema };
  switch (change.kind) {
    case 'add':
      return (await opsApi.post('staff', change.values, options)).feed;
    case 'role':
      return (await opsApi.post(`staff/${change.id}/role`, { role: change.role }, options)).feed;
    case 'active':
      return (
        await opsApi.post(`staff/${change.id}/${change.active ? 'reactivate' : 'deactivate'}`, {}, options)
      ).feed;
    case 'password':
      return (await opsApi.post(`staff/${change.id}/password`, { password: change.password }, options)).feed;
  }
}

export function useChangeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
