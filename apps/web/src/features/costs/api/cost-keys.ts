import type { Language } from '@courier/contracts';

export interface ListParams {
  page: number;
  perPage: number;
  name: string;
}

export type CostKind = 'client' | 'office';

/** Query keys of the costs feature; names come in the caller's language, so keys end with it. */
export const costKeys = {
  all: ['costs'] as const,
  costs: (kind: CostKind, params: ListParams, lang: Language) =>
    [...costKeys.all, kind, params, lang] as const,
  companies: (params: ListParams) => [...costKeys.all, 'companies', params] as const,
};
