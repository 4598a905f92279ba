import {
  createSupplyResponseSchema,
  owedResponseSchema,
  supplyClientsResponseSchema,
  supplyListResponseSchema,
  type SupplyMethod,
} from '@courier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';

/** Query keys of the ops supplies desk. */
export const opsSupplyKeys = {
  all: ['ops-supplies'] as const,
  clients: () => [...opsSupplyKeys.all, 'clients'] as const,
  owed: (clientId: number) => [...opsSupplyKeys.all, 'owed', clientId] as const,
  list: (clientId: number | undefined, page: number, perPage: number) =>
    [...opsSupplyKeys.all, 'list', clientId ?? 0, page, perPage] as const,
};

/** `GET /api/ops/supplies/clients`: clients, those with delivered unsettled orders first. */
export function useSupplyClients() {
  return useQuery({
    queryKey: opsSupplyKeys.clients(),
    queryFn: async ({ signal }) =>
      (await opsApi.get('supplies/clients', { schema: supplyClientsResponseSchema, signal })).feed,
  });
}

/** `GET /api/ops/supplies/owed?client_id`: what the client is owed now. */
export function useOwed(clientId: number | undefined) {
  return useQuery({
    queryKey: opsSupplyKeys.owed(clientId ?? 0),
    queryFn: ({ signal }) =>
      opsApi.get('supplies/owed', { query: { client_id: clientId }, schema: owedResponseSchema, signal }),
    enabled: clientId !== undefined,
  });
}

/** `GET /api/ops/supplies?client_id&page&perPage`: the supplies so far. */
export function useOpsSupplies(clientId: number | undefined, page: number, perPage: number) {
  return useQuery({
    queryKey: opsSupplyKeys.list(clientId, page, perPage),
    queryFn: async ({ signal }) => {
      const { feed, feed_count } = await opsApi.get('supplies', {
        query: { client_id: clientId, page, perPage },
        schema: supplyListResponseSchema,
        signal,
      });
      return { rows: feed, total: feed_count };
    },
    placeholderData: keepPreviousData,
  });
}

export interface CreateSupplyInput {
  client_id: number;
  order_codes?: string[];
  method: SupplyMethod;
  reference?: string;
  /** One per dialog: a double click or a retry records one supply. */
  idempotencyKey: string;
}

/** `POST /api/ops/supplies` with its Idempotency-Key. */
export function useCreateSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: CreateSupplyInput) =>
      opsApi.post('supplies', body, {
        schema: createSupplyResponseSchema,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsSupplyKeys.all }),
  });
}
