import { orderEditResponseSchema, type Order } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import type { OrderFormData } from './get-order-form-data';
import { orderKeys } from './order-keys';

export interface OrderEditData {
  order: Order;
  formData: OrderFormData;
}

/** `POST order/edit?id`: the order with what the form needs (governments, prices, companies). */
export async function getOrderForEdit(id: number, signal?: AbortSignal): Promise<OrderEditData> {
  const { feed } = await api.post(
    'order/edit',
    {},
    { query: { id }, schema: orderEditResponseSchema, signal },
  );
  return { order: feed.order, formData: { governments: feed.governments, ...feed.payload_feed } };
}

/** Waits for the order's id (the edit page finds it from the code in its URL). */
export function useOrderForEdit(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: orderKeys.edit(id ?? 0, lang),
    queryFn: ({ signal }) => getOrderForEdit(id!, signal),
    enabled: id !== undefined,
    // The form is filled once from this answer: a background refetch must not overwrite typing.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}
