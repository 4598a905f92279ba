import { apiKeyRevealResponseSchema, type ApiKeyReveal } from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `POST link-with-apis/key/reveal`: the key in full. */
export async function revealApiKey(): Promise<ApiKeyReveal> {
  return (await api.post('link-with-apis/key/reveal', {}, { schema: apiKeyRevealResponseSchema })).feed;
}

export function useRevealApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealApiKey,
    onSuccess: (revealed) => queryClient.setQueryData(apiPageKeys.revealed(), revealed),
  });
}

/**
 * The key revealed (or made) in this tab, if any: never fetched by itself, so the documentation pages
 * fill their examples only after the admin chose to show the key.
 */
export function useRevealedApiKey() {
  return useQuery<ApiKeyReveal | null>({
    queryKey: apiPageKeys.revealed(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
}
