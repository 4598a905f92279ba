import { okSchema } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/** `POST link-with-plugins/connections/{id}/delete`: the store's URL stops working at once. */
export async function deleteStoreConnection(id: number): Promise<void> {
  await api.post(`link-with-plugins/connections/${id}/delete`, {}, { schema: okSchema });
}

export function useDeleteStoreConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStoreConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storePluginKeys.connections() }),
  });
}
