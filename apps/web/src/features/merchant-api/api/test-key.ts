import {
  apiKeyResponseSchema,
  apiKeyRevealResponseSchema,
  type ApiKeyReveal,
  type ApiKeySummary,
} from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

// The test key's calls (decision 074): the live key's (get-api-key, reveal-api-key, rotate-api-key) on
// link-with-apis/test-key.

export async function getTestKey(signal?: AbortSignal): Promise<ApiKeySummary | null> {
  return (await api.get('link-with-apis/test-key', { schema: apiKeyResponseSchema, signal })).feed;
}

export function useTestKey() {
  return useQuery({ queryKey: apiPageKeys.testKey(), queryFn: ({ signal }) => getTestKey(signal) });
}

export async function revealTestKey(): Promise<ApiKeyReveal> {
  return (await api.post('link-with-apis/test-key/reveal', {}, { schema: apiKeyRevealResponseSchema })).feed;
}

export async function rotateTestKey(): Promise<ApiKeyReveal> {
  return (await api.post('link-with-apis/test-key/rotate', {}, { schema: apiKeyRevealResponseSchema })).feed;
}

export function useRevealTestKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealTestKey,
    onSuccess: (revealed) => queryClient.setQueryData(apiPageKeys.testKeyRevealed(), revealed),
  });
}

export function useRotateTestKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateTestKey,
    onSuccess: (made) => {
      queryClient.setQueryData(apiPageKeys.testKeyRevealed(), made);
      const { key: _key, ...summary } = made;
      queryClient.setQueryData(apiPageKeys.testKey(), summary);
    },
  });
}

/** The test key revealed (or made) in this tab, if any: never fetched by itself. */
export function useRevealedTestKey() {
  return useQuery<ApiKeyReveal | null>({
    queryKey: apiPageKeys.testKeyRevealed(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
}
