import { orderFormDataResponseSchema, type NamedItem, type OrderPayloadFeed } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/** Governorates, the client's shipping price per governorate and its companies (has_company clients). */
export interface OrderFormData extends OrderPayloadFeed {
  governments: NamedItem[];
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
