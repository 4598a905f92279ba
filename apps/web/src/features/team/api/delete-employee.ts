import { okSchema } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `GET user/delete?id`: the sub-user can no longer log in; its sessions end. */
export async function deleteEmployee(id: number): Promise<void> {
  await api.get('user/delete', { query: { id }, schema: okSchema });
}

export function useDeleteEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.employees }),
  });
}
