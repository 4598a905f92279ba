import type { Language } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';

/** The missions desk's filters as they travel in the URL (the server parses them). */
export type OpsMissionFilterField = 'code' | 'client_id' | 'type' | 'status' | 'due_date';
export type OpsMissionFilterValues = Partial<Record<OpsMissionFilterField, string>>;

export interface OpsMissionListParams {
  page: number;
  perPage: number;
  filters: OpsMissionFilterValues;
}

/** Query keys of the missions desk; every move invalidates `opsMissionKeys.all`. */
export const opsMissionKeys = {
  all: ['ops-missions'] as const,
  list: (params: OpsMissionListParams, lang: Language) =>
    [...opsMissionKeys.all, 'list', params, lang] as const,
  reasons: (lang: Language) => ['ops-mission-reasons', lang] as const,
};

export function useInvalidateOpsMissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsMissionKeys.all });
}
