import type { Ok } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** spec §4: the walkthrough is marked done only once the server accepted it. */
export function completeWalkthrough() {
  return api.post<Ok>('user/walkthrough', {});
}

export function useCompleteWalkthrough() {
  return useMutation({
    mutationFn: completeWalkthrough,
    onSuccess: () => sessionStore.update({ walkthrough: 1 }),
  });
}
