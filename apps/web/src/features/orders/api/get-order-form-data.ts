import { namedItemSchema, successEnvelope } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/** The client's shipping price per governorate and its companies (has_company clients). */
export const orderPayloadFeedSchema = z.object({
  prices: z.array(z.object({ government_id: z.number().int(), price: z.string() })),
  companies: z.array(namedItemSchema),
});
export type OrderPayloadFeed = z.infer<typeof orderPayloadFeedSchema>;

const orderFormDataResponseSchema = successEnvelope({
  feed: z.array(namedItemSchema),
  payload_feed: orderPayloadFeedSchema,
});

export interface OrderFormData extends OrderPayloadFeed {
  governments: z.infer<typeof namedItemSchema>[];
}

/** `POST order/add`: what the add form needs (governments, prices, companies). */
export async function getOrderFormData(signal?: AbortSignal): Promise<OrderFormData> {
  const response = await api.post('order/add', {}, { schema: orderFormDataResponseSchema, signal });
  return { governments: response.feed, ...response.payload_feed };
}

export function useOrderFormData() {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: orderKeys.formData(lang),
      queryFn: ({ signal }) => getOrderFormData(signal),
    }),
  );
}
