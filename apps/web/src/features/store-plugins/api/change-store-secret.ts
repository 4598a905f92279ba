import { storeConnectionResponseSchema, type StoreConnection } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/**
 * `POST …/{id}/rotate` (a new secret of ours) or `…/{id}/secret` (the key the store shows, pasted): the
 * old secret stops matching at once.
 */
export async function changeStoreSecret(input: { id: number; secret?: string }): Promise<StoreConnection> {
  const path = `link-with-plugins/connections/${input.id}`;
  const options = { schema: storeConnectionResponseSchema };
  const answer =
    input.secret === undefined
      ? await api.post(`${path}/rotate`, {}, options)
      : await api.post(`${path}/secret`, { signing_secret: input.secret }, options);
  return answer.feed;
}

export function useChangeStoreSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStoreSecret,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: storePluginKeys.secret(id) });
      return queryClient.invalidateQueries({ queryKey: storePluginKeys.connections() });
    },
  });
}
