import { submitOrderResponseSchema, type OrderForm, type SubmittedOrder } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/**
 * `POST order/submit`. The Idempotency-Key (one UUID per form fill) makes a double click or a retried
 * request create one order: the server answers a repeat with the first result.
 */
export function submitOrder({
  order,
  idempotencyKey,
}: {
  order: OrderForm;
  idempotencyKey: string;
}): Promise<SubmittedOrder> {
  return api.post('order/submit', order, {
    schema: submitOrderResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: submitOrder, onSuccess: invalidate });
}
