import { branchResponseSchema, type BranchBody, type BranchRecord } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `POST /api/ops/branches` (no id) or `PUT /api/ops/branches/{id}`: admins only. */
export async function saveBranch({ id, values }: { id?: number; values: BranchBody }): Promise<BranchRecord> {
  const options = { schema: branchResponseSchema };
  return (
    id ? await opsApi.put(`branches/${id}`, values, options) : await opsApi.post('branches', values, options)
  ).feed;
}

export function useSaveBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBranch,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: captainKeys.all });
      await client.invalidateQueries({ queryKey: lookupKeys.all });
    },
  });
}
