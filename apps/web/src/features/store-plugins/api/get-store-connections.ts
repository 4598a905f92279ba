import { storeConnectionsResponseSchema, type StoreConnection } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePluginKeys } from './store-plugin-keys';

/** `GET link-with-plugins/connections`: the store connections, secrets masked. */
export async function getStoreConnections(signal?: AbortSignal): Promise<StoreConnection[]> {
  return (await api.get('link-with-plugins/connections', { schema: storeConnectionsResponseSchema, signal }))
    .feed;
}

export function useStoreConnections() {
  return useQuery({
    queryKey: storePluginKeys.connections(),
    queryFn: ({ signal }) => getStoreConnections(signal),
  });
}
