import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/client_rate {order_id, rate, note}`: rate a delivered order (1 to 5). */
export function rateOrder(body: { order_id: number; rate: number; note?: string }): Promise<unknown> {
  return api.post('order/client_rate', body);
}

export function useRateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: rateOrder, onSuccess: invalidate });
}
