import { apiPageStatusResponseSchema } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `GET link-with-apis/status`: until when this session may use the API page (null: ask for a code). */
export async function getApiPageStatus(signal?: AbortSignal): Promise<string | null> {
  const response = await api.get('link-with-apis/status', { schema: apiPageStatusResponseSchema, signal });
  return response.unlocked_until;
}

export const apiPageStatusQueryOptions = () =>
  queryOptions({ queryKey: apiPageKeys.status(), queryFn: ({ signal }) => getApiPageStatus(signal) });

export function useApiPageStatus() {
  return useQuery(apiPageStatusQueryOptions());
}
