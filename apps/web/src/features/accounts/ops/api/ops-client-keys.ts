import type { Language } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';

export type OpsClientFilterField = 'search' | 'freezed';
export type OpsClientFilterValues = Partial<Record<OpsClientFilterField, string>>;

export interface OpsClientListParams {
  page: number;
  perPage: number;
  filters: OpsClientFilterValues;
}

/** Query keys of the clients desk; suspending invalidates `opsClientKeys.all`. */
export const opsClientKeys = {
  all: ['ops-clients'] as const,
  list: (params: OpsClientListParams) => [...opsClientKeys.all, 'list', params] as const,
  details: (id: number, lang: Language) => [...opsClientKeys.all, 'details', id, lang] as const,
};

export function useInvalidateOpsClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsClientKeys.all });
}
