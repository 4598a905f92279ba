import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/change-to-sent?id`: a saved order is sent (it leaves the Saved list). */
export function sendOrder(id: number): Promise<unknown> {
  return api.post('order/change-to-sent', {}, { query: { id } });
}

export function useSendOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: sendOrder, onSuccess: invalidate });
}
