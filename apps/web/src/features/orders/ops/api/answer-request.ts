import { okSchema } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `POST /api/ops/requests/{id}/accept|reject`. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept, note }: { id: number; accept: boolean; note?: string }) =>
      opsApi.post(`requests/${id}/${accept ? 'accept' : 'reject'}`, note ? { note } : {}, {
        schema: okSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
