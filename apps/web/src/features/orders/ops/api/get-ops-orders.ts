import { opsOrdersResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

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
  // The dashboard's links (decision 060).
  'overdue',
  'branch_id',
  'delivered_on',
] as const;
export type OpsOrderFilterField = (typeof opsOrderFilterFields)[number];

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
