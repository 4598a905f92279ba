import {
  opsOrderMoveResponseSchema,
  type DeskDeliverBody,
  type OpsOrderMoveResponse,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `POST /api/ops/orders/deliver`: a run's deliveries, the exceptions with their amounts and reasons. */
export function useDeliverOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskDeliverBody): Promise<OpsOrderMoveResponse> =>
      opsApi.post('orders/deliver', body, { schema: opsOrderMoveResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
