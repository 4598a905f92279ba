import { opsMissionStatusResponseSchema, type OpsMissionStatusBody } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { useInvalidateOpsMissions } from './ops-mission-keys';

/** `POST /api/ops/missions/status`: each mission moves or is refused with its reason. */
export function moveOpsMissions(body: OpsMissionStatusBody) {
  return opsApi.post('missions/status', body, { schema: opsMissionStatusResponseSchema });
}

export function useMoveOpsMissions() {
  const invalidate = useInvalidateOpsMissions();
  return useMutation({ mutationFn: moveOpsMissions, onSuccess: invalidate });
}
