import {
  captainsResponseSchema,
  governmentsResponseSchema,
  okSchema,
  opsOrderMoveResponseSchema,
  opsOrdersResponseSchema,
  opsRequestsResponseSchema,
  reasonsResponseSchema,
  type Language,
  type NamedItem,
  type OpsOrderMoveBody,
  type OpsOrderMoveResponse,
  type OrderRequestState,
} from '@courier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';

/** The orders desk's fields as they travel in the URL and to the server (which parses them). */
export const opsOrderFilterFields = [
  'code',
  'client',
  'phone',
  'status',
  'government_id',
  'area',
  'captain_id',
  'date_from',
  'date_to',
] as const;
export type OpsOrderFilterField = (typeof opsOrderFilterFields)[number];

export const opsOrderKeys = {
  all: ['ops-orders'] as const,
  search: (params: Record<string, string>, lang: Language) => ['ops-orders', 'search', params, lang] as const,
  requests: (state: string, page: number, perPage: number, lang: Language) =>
    ['ops-orders', 'requests', state, page, perPage, lang] as const,
  captains: (lang: Language) => ['ops-orders', 'captains', lang] as const,
  reasons: (lang: Language) => ['ops-orders', 'reasons', lang] as const,
  governorates: (lang: Language) => ['ops-orders', 'governorates', lang] as const,
};

/** `GET /api/ops/orders`: every client's orders, filtered and paged. */
export function useOpsOrders(filters: Record<string, string>, page: number, perPage: number) {
  const lang = useLanguage();
  const query = { ...filters, page: String(page), perPage: String(perPage) };
  return useQuery({
    queryKey: opsOrderKeys.search(query, lang),
    queryFn: ({ signal }) => opsApi.get('orders', { query, schema: opsOrdersResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/ops/orders/status`: the answer lists the moved codes and each refusal with its reason. */
export function useMoveOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOrderMoveBody): Promise<OpsOrderMoveResponse> =>
      opsApi.post('orders/status', body, { schema: opsOrderMoveResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}

export function useOpsCaptains(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsOrderKeys.captains(lang),
    queryFn: async ({ signal }): Promise<NamedItem[]> =>
      (await opsApi.get('orders/captains', { schema: captainsResponseSchema, signal })).feed,
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useOpsGovernorates() {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsOrderKeys.governorates(lang),
    queryFn: async ({ signal }): Promise<NamedItem[]> =>
      (await opsApi.get('orders/governorates', { schema: governmentsResponseSchema, signal })).feed,
    staleTime: Infinity,
  });
}

export function useOpsReasons(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsOrderKeys.reasons(lang),
    queryFn: async ({ signal }): Promise<NamedItem[]> =>
      (await opsApi.get('orders/reasons', { schema: reasonsResponseSchema, signal })).feed,
    staleTime: Infinity,
    enabled,
  });
}

/** `GET /api/ops/requests`: the clients' requests in one state (pending: oldest first). */
export function useOpsRequests(state: OrderRequestState, page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsOrderKeys.requests(state, page, perPage, lang),
    queryFn: ({ signal }) =>
      opsApi.get('requests', {
        query: { state, page: String(page), perPage: String(perPage) },
        schema: opsRequestsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/ops/requests/{id}/accept|reject`. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept, note }: { id: number; accept: boolean; note?: string }) =>
      opsApi.post(`requests/${id}/${accept ? 'accept' : 'reject'}`, note ? { note } : {}, {
        schema: okSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
