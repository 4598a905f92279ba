import { attemptsResponseSchema, type AttemptsQuery, type AttemptsResponse } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './attempt-keys';

type ListQuery = Pick<AttemptsQuery, 'state' | 'page' | 'perPage'>;

/** `GET attempts`: the orders waiting for a decision (or the last 30 days' decisions) and the delivery days. */
export async function getAttempts(query: ListQuery, signal?: AbortSignal): Promise<AttemptsResponse> {
  return api.get('attempts', { query, schema: attemptsResponseSchema, signal });
}

export function useAttempts(query: ListQuery) {
  return useQuery(
    queryOptions({
      queryKey: attemptKeys.list(query),
      queryFn: ({ signal }) => getAttempts(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
