import { captainResponseSchema, type CaptainBody, type CaptainRecord } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `POST /api/ops/captains` (no id) or `PUT /api/ops/captains/{id}`: admins only. */
export async function saveCaptain({
  id,
  values,
}: {
  id?: number;
  values: CaptainBody;
}): Promise<CaptainRecord> {
  const options = { schema: captainResponseSchema };
  return (
    id ? await opsApi.put(`captains/${id}`, values, options) : await opsApi.post('captains', values, options)
  ).feed;
}

export function useSaveCaptain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCaptain,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: captainKeys.all });
      // The desks' pickers read the same directory.
      await client.invalidateQueries({ queryKey: lookupKeys.all });
    },
  });
}
