import type { resendFormSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/**
 * `POST order/resend-request {order_id, type}`: type 1 to the same receiver, 2 to a new address with
 * `government`, `area`, `address` and `phone1`.
 */
export function requestResend(
  body: { order_id: number } & ReturnType<typeof resendFormSchema.parse>,
): Promise<unknown> {
  return api.post('order/resend-request', body);
}

export function useRequestResend() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: requestResend, onSuccess: invalidate });
}
