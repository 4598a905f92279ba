import type { Ok } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** spec §4: confirming a restored account sets restored to 0 (only once the server agreed). */
export function confirmRestored() {
  return api.post<Ok>('restored', {});
}

export function useConfirmRestored() {
  return useMutation({
    mutationFn: confirmRestored,
    onSuccess: () => sessionStore.update({ restored: 0 }),
  });
}
