import type { OrderEdit } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/edit/submit`: the form's fields plus the order's id. */
export function editOrder(order: OrderEdit): Promise<unknown> {
  return api.post('order/edit/submit', order);
}

export function useEditOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: editOrder, onSuccess: invalidate });
}
