import { apiKeyRevealResponseSchema, type ApiKeyReveal } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `POST link-with-apis/key/rotate`: a new key; the old one stops working at once. */
export async function rotateApiKey(): Promise<ApiKeyReveal> {
  return (await api.post('link-with-apis/key/rotate', {}, { schema: apiKeyRevealResponseSchema })).feed;
}

export function useRotateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateApiKey,
    onSuccess: (made) => {
      queryClient.setQueryData(apiPageKeys.revealed(), made);
      const { key: _key, ...summary } = made;
      queryClient.setQueryData(apiPageKeys.key(), summary);
    },
  });
}
