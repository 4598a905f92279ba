import { storeSecretResponseSchema } from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/** `POST link-with-plugins/connections/{id}/reveal`: the signing secret in full. */
export async function revealStoreSecret(id: number): Promise<string> {
  return (
    await api.post(`link-with-plugins/connections/${id}/reveal`, {}, { schema: storeSecretResponseSchema })
  ).feed.signing_secret;
}

export function useRevealStoreSecret(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealStoreSecret(id),
    onSuccess: (secret) => queryClient.setQueryData(storePluginKeys.secret(id), secret),
  });
}

/** The secret revealed in this tab, if any (kept only in the query cache). */
export function useRevealedStoreSecret(id: number) {
  return useQuery<string | null>({
    queryKey: storePluginKeys.secret(id),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
}
