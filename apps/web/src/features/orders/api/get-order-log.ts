import { orderLogEntrySchema, successEnvelope } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

const orderLogResponseSchema = successEnvelope({
  feed: z.array(orderLogEntrySchema),
  feed_count: z.number().int(),
  order_id: z.number().int(),
  code: z.string(),
});
export type OrderLogPage = z.infer<typeof orderLogResponseSchema>;

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
