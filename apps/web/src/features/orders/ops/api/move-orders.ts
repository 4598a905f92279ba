import {
  opsOrderMoveResponseSchema,
  type OpsOrderMoveBody,
  type OpsOrderMoveResponse,
} from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `POST /api/ops/orders/status`: the answer lists the moved codes and each refusal with its reason. */
export function useMoveOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsOrderMoveBody): Promise<OpsOrderMoveResponse> =>
      opsApi.post('orders/status', body, { schema: opsOrderMoveResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
