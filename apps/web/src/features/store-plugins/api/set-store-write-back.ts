import {
  storeConnectionResponseSchema,
  type StoreConnection,
  type StoreWriteBackBody,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/** `POST …/{id}/write-back`: the store's API address, credentials (empty keeps the saved) and the switch. */
export async function setStoreWriteBack(input: {
  id: number;
  body: StoreWriteBackBody;
}): Promise<StoreConnection> {
  const answer = await api.post(`link-with-plugins/connections/${input.id}/write-back`, input.body, {
    schema: storeConnectionResponseSchema,
  });
  return answer.feed;
}

export function useSetStoreWriteBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreWriteBack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storePluginKeys.connections() }),
  });
}
