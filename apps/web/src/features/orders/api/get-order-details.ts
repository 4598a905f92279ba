import { orderDetailsResponseSchema, type OrderDetails } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/**
 * `POST order/web-details?code`: one order (by code or bar code) with the actions the user may take, its
 * delivery proof and failed attempts (decision 065).
 */
export async function getOrderDetails(code: string, signal?: AbortSignal): Promise<OrderDetails> {
  return (
    await api.post('order/web-details', {}, { query: { code }, schema: orderDetailsResponseSchema, signal })
  ).feed;
}

export function useOrderDetails(code: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: orderKeys.details(code, lang),
    queryFn: ({ signal }) => getOrderDetails(code, signal),
    enabled: code.length > 0,
  });
}
