import { orderLogResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/** `GET order/log?code&page&perPage`: every change of the order, newest first. */
export function getOrderLog(code: string, page: number, perPage: number, signal?: AbortSignal) {
  return api.get('order/log', { query: { code, page, perPage }, schema: orderLogResponseSchema, signal });
}

export function useOrderLog(code: string, page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: orderKeys.log(code, page, perPage, lang),
    queryFn: ({ signal }) => getOrderLog(code, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
