import { supplyClientsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsSupplyKeys } from './ops-supply-keys';

/** `GET /api/ops/supplies/clients`: clients, those with delivered unsettled orders first. */
export function useSupplyClients() {
  return useQuery({
    queryKey: opsSupplyKeys.clients(),
    queryFn: async ({ signal }) =>
      (await opsApi.get('supplies/clients', { schema: supplyClientsResponseSchema, signal })).feed,
  });
}
