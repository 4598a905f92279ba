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
  // The console's, read with the staff token (get-ops-*.ts): apart, so neither side's cache answers the other.
  opsCaptains: (desk: 'orders' | 'missions', lang: Language) =>
    [...lookupKeys.all, 'ops-captains', desk, lang] as const,
  opsGovernments: (lang: Language) => [...lookupKeys.all, 'ops-governments', lang] as const,
  opsBranches: (lang: Language) => [...lookupKeys.all, 'ops-branches', lang] as const,
};
