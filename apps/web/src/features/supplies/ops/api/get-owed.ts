import { owedResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsSupplyKeys } from './ops-supply-keys';

/** `GET /api/ops/supplies/owed?client_id`: what the client is owed now. */
export function useOwed(clientId: number | undefined) {
  return useQuery({
    queryKey: opsSupplyKeys.owed(clientId ?? 0),
    queryFn: ({ signal }) =>
      opsApi.get('supplies/owed', { query: { client_id: clientId }, schema: owedResponseSchema, signal }),
    enabled: clientId !== undefined,
  });
}
