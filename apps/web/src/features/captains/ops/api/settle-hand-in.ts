import { handInResponseSchema, type HandIn } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `POST /api/ops/captain-hand-ins/{id}/settle`: how a shortage or surplus was made good. */
export async function settleHandIn({ id, note }: { id: number; note: string }): Promise<HandIn> {
  return (await opsApi.post(`captain-hand-ins/${id}/settle`, { note }, { schema: handInResponseSchema }))
    .feed;
}

export function useSettleHandIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: settleHandIn,
    onSuccess: () => client.invalidateQueries({ queryKey: captainKeys.all }),
  });
}
