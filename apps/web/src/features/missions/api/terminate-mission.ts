import { okSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateMissions } from './mission-keys';

export interface TerminateMissionInput {
  id: number;
  reason_id: number;
  /** The client's own words, when the reason asks for them (at least 10 characters). */
  reason?: string;
}

/** `POST mission/terminate?id&reason_id` (body `{reason}`): the mission is canceled and leaves its list. */
export function terminateMission({ id, reason_id, reason }: TerminateMissionInput) {
  return api.post('mission/terminate', reason ? { reason } : {}, {
    query: { id, reason_id },
    schema: okSchema,
  });
}

export function useTerminateMission() {
  const invalidate = useInvalidateMissions();
  return useMutation({ mutationFn: terminateMission, onSuccess: invalidate });
}
