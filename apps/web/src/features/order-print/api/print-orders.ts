import { printOrdersResponseSchema, type Order } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export const orderPrintKeys = {
  all: ['order-print'] as const,
  orders: (ids: readonly number[], lang: string) => [...orderPrintKeys.all, lang, ...ids] as const,
};

/** `POST order/print {ids}`: the orders to print, in the order they were asked for. */
export async function printOrders(ids: readonly number[], signal?: AbortSignal): Promise<Order[]> {
  const response = await api.post('order/print', { ids }, { schema: printOrdersResponseSchema, signal });
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...response.feed].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

export const printOrdersQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    // Names (governorate, area) come in the caller's language: a language switch fetches again.
    queryKey: orderPrintKeys.orders(ids, currentLanguage()),
    queryFn: ({ signal }) => printOrders(ids, signal),
    enabled: ids.length > 0,
  });

export function usePrintOrders(ids: readonly number[]) {
  return useQuery(printOrdersQueryOptions(ids));
}
