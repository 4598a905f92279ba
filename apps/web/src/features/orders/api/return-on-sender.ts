import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/**
 * `POST order/return-on-sender/save {id, returnValue, notes?}`: ask for the parcel to go back to the sender,
 * with the value of what comes back (spec §5 returnValue, decision 078).
 */
export function returnOnSender(body: { id: number; returnValue: string; notes?: string }): Promise<unknown> {
  return api.post('order/return-on-sender/save', body);
}

export function useReturnOnSender() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: returnOnSender, onSuccess: invalidate });
}
