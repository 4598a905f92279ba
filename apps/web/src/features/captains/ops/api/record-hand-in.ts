import { handInResponseSchema, type HandIn, type HandInBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `POST /api/ops/captains/{id}/hand-ins`: the cash counted against every order the captain holds. */
export async function recordHandIn({
  captainId,
  values,
}: {
  captainId: number;
  values: HandInBody;
}): Promise<HandIn> {
  return (await opsApi.post(`captains/${captainId}/hand-ins`, values, { schema: handInResponseSchema })).feed;
}

export function useRecordHandIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordHandIn,
    onSuccess: () => client.invalidateQueries({ queryKey: captainKeys.all }),
  });
}
