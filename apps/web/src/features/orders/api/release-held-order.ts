import { confirmationReleaseResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateOrders } from './order-keys';

/** `POST order/{code}/confirmation/release`: a held order goes back to the captains (decision 067). */
export function releaseHeldOrder(code: string) {
  return api.post(
    `order/${encodeURIComponent(code)}/confirmation/release`,
    {},
    {
      schema: confirmationReleaseResponseSchema,
    },
  );
}

export function useReleaseHeldOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: releaseHeldOrder, onSuccess: invalidate });
}
