import type { AttemptsQuery } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';

/** Query keys of the failed-attempt centre (decision 068). */
export const attemptKeys = {
  all: ['attempts'] as const,
  lists: ['attempts', 'list'] as const,
  list: (query: Pick<AttemptsQuery, 'state' | 'page' | 'perPage'>) => ['attempts', 'list', query] as const,
  settings: () => ['attempts', 'settings'] as const,
  figures: () => ['attempts', 'figures'] as const,
};

/** After a decision: the lists, the figures and the settings' reader all read again. */
export function useInvalidateAttempts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attemptKeys.all });
}
