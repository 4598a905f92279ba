import { createSupplyResponseSchema, type SupplyMethod } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsSupplyKeys } from './ops-supply-keys';

export interface CreateSupplyInput {
  client_id: number;
  order_codes?: string[];
  method: SupplyMethod;
  reference?: string;
  /** One per dialog: a double click or a retry records one supply. */
  idempotencyKey: string;
}

/** `POST /api/ops/supplies` with its Idempotency-Key. */
export function useCreateSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: CreateSupplyInput) =>
      opsApi.post('supplies', body, {
        schema: createSupplyResponseSchema,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsSupplyKeys.all }),
  });
}
