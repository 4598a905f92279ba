import { profileResponseSchema, type Profile } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
};

/** `POST web/profile` is a read despite the verb (spec §7). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await api.post('web/profile', {}, { schema: profileResponseSchema, signal });
  return response.feed;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
