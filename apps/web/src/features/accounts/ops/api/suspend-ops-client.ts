import { opsClientSuspendResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { useInvalidateOpsClients } from './ops-client-keys';

/** `POST /api/ops/clients/{id}/suspend` or `/unsuspend`: the client's open sessions are told at once. */
export function setClientSuspended({ id, suspended }: { id: number; suspended: boolean }) {
  return opsApi.post(
    `clients/${id}/${suspended ? 'suspend' : 'unsuspend'}`,
    {},
    {
      schema: opsClientSuspendResponseSchema,
    },
  );
}

export function useSetClientSuspended() {
  const invalidate = useInvalidateOpsClients();
  return useMutation({ mutationFn: setClientSuspended, onSuccess: invalidate });
}
