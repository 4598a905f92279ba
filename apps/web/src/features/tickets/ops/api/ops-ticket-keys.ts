import type { Language } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The queue's filters as they travel in the URL (the server parses them). */
export type OpsTicketFilterField = 'status' | 'assigned';
export type OpsTicketFilterValues = Partial<Record<OpsTicketFilterField, string>>;

export interface OpsTicketListParams {
  page: number;
  perPage: number;
  filters: OpsTicketFilterValues;
}

/** Query keys of the help desk; every change (and every `ticket:*` push) invalidates `all`. */
export const opsTicketKeys = {
  all: ['ops-tickets'] as const,
  list: (params: OpsTicketListParams, lang: Language) =>
    [...opsTicketKeys.all, 'list', params, lang] as const,
  show: (id: number, lang: Language) => [...opsTicketKeys.all, 'show', id, lang] as const,
  agents: ['ops-support-agents'] as const,
};

export function useInvalidateOpsTickets() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: opsTicketKeys.all }), [queryClient]);
}
