import {
  storeConnectionResponseSchema,
  type CreateStoreConnectionBody,
  type StoreConnection,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/** `POST link-with-plugins/connections`: a new webhook URL (and, for WooCommerce, a secret). */
export async function createStoreConnection(body: CreateStoreConnectionBody): Promise<StoreConnection> {
  return (await api.post('link-with-plugins/connections', body, { schema: storeConnectionResponseSchema }))
    .feed;
}

export function useCreateStoreConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStoreConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storePluginKeys.connections() }),
  });
}
