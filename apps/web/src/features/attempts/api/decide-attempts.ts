import { attemptDecisionResponseSchema, type AttemptDecisionBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './attempt-keys';

/** `POST attempts/decide`: one decision for up to 500 orders; answers the decided codes and the refusals. */
export async function decideAttempts(body: AttemptDecisionBody) {
  return (await api.post('attempts/decide', body, { schema: attemptDecisionResponseSchema })).feed;
}

export function useDecideAttempts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAttempts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attemptKeys.all }),
  });
}
