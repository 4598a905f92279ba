import { webhookDeliveriesResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/** `GET link-with-plugins/connections/{id}/deliveries`: the write-back's latest attempts, newest first. */
export async function getStoreDeliveries(id: number, signal?: AbortSignal) {
  return (
    await api.get(`link-with-plugins/connections/${id}/deliveries`, {
      schema: webhookDeliveriesResponseSchema,
      query: { page: 1, perPage: 10 },
      signal,
    })
  ).feed;
}

export function useStoreDeliveries(id: number) {
  return useQuery({
    queryKey: storePluginKeys.deliveries(id),
    queryFn: ({ signal }) => getStoreDeliveries(id, signal),
  });
}
