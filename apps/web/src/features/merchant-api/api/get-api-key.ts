import { apiKeyResponseSchema, type ApiKeySummary } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `GET link-with-apis/key`: the key, masked; null before the first one is made. */
export async function getApiKey(signal?: AbortSignal): Promise<ApiKeySummary | null> {
  return (await api.get('link-with-apis/key', { schema: apiKeyResponseSchema, signal })).feed;
}

export const apiKeyQueryOptions = () =>
  queryOptions({ queryKey: apiPageKeys.key(), queryFn: ({ signal }) => getApiKey(signal) });

export function useApiKey(enabled: boolean) {
  return useQuery({ ...apiKeyQueryOptions(), enabled });
}
