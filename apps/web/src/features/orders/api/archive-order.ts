import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/archive?id`: archive (delete) the order. */
export function archiveOrder(id: number): Promise<unknown> {
  return api.post('order/archive', {}, { query: { id } });
}

export function useArchiveOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: archiveOrder, onSuccess: invalidate });
}
