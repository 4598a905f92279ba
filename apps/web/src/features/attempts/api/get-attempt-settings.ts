import { attemptSettingsResponseSchema, type AttemptSettings } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './attempt-keys';

/**
 * `GET attempts/settings`: the merchant's default at the deadline. It answers 403 to a sub-user without
 * the `attempts` permission, so the navigation also reads it to know whether to show the centre.
 */
export async function getAttemptSettings(signal?: AbortSignal): Promise<AttemptSettings> {
  return (await api.get('attempts/settings', { schema: attemptSettingsResponseSchema, signal })).feed;
}

export function useAttemptSettings(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: attemptKeys.settings(),
      queryFn: ({ signal }) => getAttemptSettings(signal),
      enabled,
      retry: false,
      staleTime: 5 * 60_000,
    }),
  );
}
