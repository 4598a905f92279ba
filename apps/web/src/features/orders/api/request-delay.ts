import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/delay-request {id, delayDate, reason_id?, notes?}`. */
export function requestDelay(body: {
  id: number;
  delayDate: string;
  reason_id?: number;
  notes?: string;
}): Promise<unknown> {
  return api.post('order/delay-request', body);
}

export function useRequestDelay() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: requestDelay, onSuccess: invalidate });
}
