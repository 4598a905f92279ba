import { getEmployeeResponseSchema, type SubUser } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `POST get-employee`: the client's sub-users. */
export async function getEmployees(signal?: AbortSignal): Promise<SubUser[]> {
  return (await api.post('get-employee', {}, { schema: getEmployeeResponseSchema, signal })).feed;
}

export function useEmployees() {
  return useQuery(
    queryOptions({ queryKey: teamKeys.employees, queryFn: ({ signal }) => getEmployees(signal) }),
  );
}
