import { subUserPermissionsResponseSchema, type SubUserPermissionsResponse } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `GET user/permissions` (main account): each sub-user's granted permissions (decision 068). */
export async function getPermissions(signal?: AbortSignal): Promise<SubUserPermissionsResponse['feed']> {
  return (await api.get('user/permissions', { schema: subUserPermissionsResponseSchema, signal })).feed;
}

export function usePermissions() {
  return useQuery(
    queryOptions({ queryKey: teamKeys.permissions, queryFn: ({ signal }) => getPermissions(signal) }),
  );
}
