import type { Language } from '@courier/contracts';

/** Query keys of the orders desk; every move and every answered request invalidates `opsOrderKeys.all`. */
export const opsOrderKeys = {
  all: ['ops-orders'] as const,
  search: (params: Record<string, string>, lang: Language) => ['ops-orders', 'search', params, lang] as const,
  requests: (state: string, page: number, perPage: number, lang: Language) =>
    ['ops-orders', 'requests', state, page, perPage, lang] as const,
  reasons: (lang: Language) => ['ops-orders', 'reasons', lang] as const,
};
