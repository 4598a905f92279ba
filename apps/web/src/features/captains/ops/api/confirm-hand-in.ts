import { handInResponseSchema, type HandIn } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `POST /api/ops/captain-hand-ins/{id}/confirm`: the cash counted of a hand-in the captain declared. */
export async function confirmHandIn({
  id,
  handed,
  note,
}: {
  id: number;
  handed: string;
  note: string;
}): Promise<HandIn> {
  return (
    await opsApi.post(`captain-hand-ins/${id}/confirm`, { handed, note }, { schema: handInResponseSchema })
  ).feed;
}

export function useConfirmHandIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmHandIn,
    onSuccess: () => client.invalidateQueries({ queryKey: captainKeys.all }),
  });
}
