import type { Language, MissionList } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';

/** The list filters of spec §7 `mission/all` as they travel in the URL (the server parses them). */
export type MissionFilterField =
  'code' | 'captain_id' | 'status' | 'created_at' | 'due_date' | 'execution_date';
export type MissionFilterValues = Partial<Record<MissionFilterField, string>>;

export interface MissionListParams {
  page: number;
  perPage: number;
  filters: MissionFilterValues;
}

/**
 * Query keys of the missions feature. Names (captains, branches, addresses, reasons) come in the
 * caller's language, so keys end with it. Every mission mutation invalidates `missionKeys.all`.
 */
export const missionKeys = {
  all: ['missions'] as const,
  list: (list: MissionList, params: MissionListParams, lang: Language) =>
    [...missionKeys.all, 'list', list, params, lang] as const,
  details: (id: number, lang: Language) => [...missionKeys.all, 'details', id, lang] as const,
  orders: (id: number, page: number, perPage: number, lang: Language) =>
    [...missionKeys.all, 'orders', id, page, perPage, lang] as const,
  preview: (id: number, type: number, lang: Language) =>
    [...missionKeys.all, 'preview', id, type, lang] as const,
  papers: (id: number, lang: Language) => [...missionKeys.all, 'papers', id, lang] as const,
  formData: (lang: Language) => [...missionKeys.all, 'form-data', lang] as const,
  reasons: (lang: Language) => ['mission-termination-reasons', lang] as const,
};

/** After a mission changes: refetch every list, details, orders and preview that shows missions. */
export function useInvalidateMissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: missionKeys.all });
}
