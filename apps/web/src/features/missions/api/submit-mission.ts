import { missionSubmitResponseSchema, type SubmitMissionBody } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useInvalidateMissions } from './mission-keys';

export type SubmittedMission = z.infer<typeof missionSubmitResponseSchema>;

/**
 * `POST mission/submit {type, address_id, due_date, month, payment_way_id, bank_account_id, branch_id,
 * notes}`. The Idempotency-Key (one UUID per form fill) makes a double click or a retried request
 * create one mission.
 */
export function submitMission({
  mission,
  idempotencyKey,
}: {
  mission: SubmitMissionBody;
  idempotencyKey: string;
}): Promise<SubmittedMission> {
  return api.post('mission/submit', mission, {
    schema: missionSubmitResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitMission() {
  const invalidate = useInvalidateMissions();
  return useMutation({ mutationFn: submitMission, onSuccess: invalidate });
}
