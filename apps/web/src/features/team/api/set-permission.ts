import { okSchema, type SetSubUserPermissionBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `POST user/permissions` (main account): grant or take back one permission of one sub-user. */
export function setPermission(body: SetSubUserPermissionBody) {
  return api.post('user/permissions', body, { schema: okSchema });
}

export function useSetPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPermission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.permissions }),
  });
}
