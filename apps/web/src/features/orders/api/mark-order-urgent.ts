import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/change-to-urgent {id}`. */
export function markOrderUrgent(id: number): Promise<unknown> {
  return api.post('order/change-to-urgent', { id });
}

export function useMarkOrderUrgent() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: markOrderUrgent, onSuccess: invalidate });
}
