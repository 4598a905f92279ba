import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/canceled {type, id}`: type is a reason id from `get_delay_reasons?type=5`. */
export function cancelOrder({ id, type }: { id: number; type: number }): Promise<unknown> {
  return api.post('order/canceled', { id, type });
}

export function useCancelOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: cancelOrder, onSuccess: invalidate });
}
