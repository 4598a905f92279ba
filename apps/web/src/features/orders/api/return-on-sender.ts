import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/return-on-sender/save {id, notes?}`: ask for the parcel to go back to the sender. */
export function returnOnSender(body: { id: number; notes?: string }): Promise<unknown> {
  return api.post('order/return-on-sender/save', body);
}

export function useReturnOnSender() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: returnOnSender, onSuccess: invalidate });
}
