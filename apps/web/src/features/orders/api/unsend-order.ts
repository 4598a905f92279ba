import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/change-to-saved?id`: a sent order goes back to saved (it leaves the Sent list). */
export function unsendOrder(id: number): Promise<unknown> {
  return api.post('order/change-to-saved', {}, { query: { id } });
}

export function useUnsendOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: unsendOrder, onSuccess: invalidate });
}
