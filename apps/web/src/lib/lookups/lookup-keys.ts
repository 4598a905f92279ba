import type { Language } from '@courier/contracts';

/**
 * Query keys of the shared lookup lists (governorates, areas, captains, branches, reasons). They do not
 * change when orders or missions do; names come in the caller's language, so every key ends with it.
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  governments: (lang: Language) => [...lookupKeys.all, 'governments', lang] as const,
  areas: (governmentId: number, lang: Language) => [...lookupKeys.all, 'areas', governmentId, lang] as const,
  captains: (search: string, lang: Language) => [...lookupKeys.all, 'captains', search, lang] as const,
  branches: (search: string, lang: Language) => [...lookupKeys.all, 'branches', search, lang] as const,
  delayReasons: (lang: Language) => [...lookupKeys.all, 'delay-reasons', lang] as const,
};
