import { locationsResponseSchema, type ClientLocation } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `GET /locations` → feed.data. */
export async function getLocations(signal?: AbortSignal): Promise<ClientLocation[]> {
  return (await api.get('locations', { schema: locationsResponseSchema, signal })).feed.data;
}

export function useLocations() {
  return useQuery(
    queryOptions({ queryKey: teamKeys.locations, queryFn: ({ signal }) => getLocations(signal) }),
  );
}
