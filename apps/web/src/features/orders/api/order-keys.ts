import type { Language } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';

/** Text filters and paging as they travel in the URL and to the server (the server parses them). */
export type OrderFilterField =
  | 'code'
  | 'invoice_number'
  | 'second_client'
  | 'receiver'
  | 'phone1'
  | 'government_id'
  | 'area'
  | 'confirmation';
export type OrderFilterValues = Partial<Record<OrderFilterField, string>>;

export interface OrderListParams {
  page: number;
  perPage: number;
  filters: OrderFilterValues;
}

/**
 * Query keys of the orders feature. Names come in the caller's language, so every key ends with
 * it: switching language fetches the other wording. Every order
 * mutation invalidates `orderKeys.all` (lists, searches, details and logs all show order state).
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (list: string, params: OrderListParams, lang: Language) =>
    [...orderKeys.all, 'list', list, params, lang] as const,
  search: (codes: readonly string[], lang: Language) => [...orderKeys.all, 'search', codes, lang] as const,
  advanced: (criteria: Record<string, string>, lang: Language) =>
    [...orderKeys.all, 'advanced', criteria, lang] as const,
  details: (code: string, lang: Language) => [...orderKeys.all, 'details', code, lang] as const,
  log: (code: string, page: number, perPage: number, lang: Language) =>
    [...orderKeys.all, 'log', code, page, perPage, lang] as const,
  delayLog: (code: string, lang: Language) => [...orderKeys.all, 'delay-log', code, lang] as const,
  formData: (lang: Language) => [...orderKeys.all, 'form-data', lang] as const,
  edit: (id: number, lang: Language) => [...orderKeys.all, 'edit', id, lang] as const,
};

/** After any change to an order: refetch every list, search, details and log that shows orders. */
export function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
