/** Query keys of the captains desk; every change invalidates `captainKeys.all` (and the pickers' lookups). */
export const captainKeys = {
  all: ['ops-captains'] as const,
  captains: (params: object) => [...captainKeys.all, 'captains', params] as const,
  branches: (params: object) => [...captainKeys.all, 'branches', params] as const,
  cash: (captainId: number) => [...captainKeys.all, 'cash', captainId] as const,
  handIns: (params: object) => [...captainKeys.all, 'hand-ins', params] as const,
  report: (captainId: number) => [...captainKeys.all, 'report', captainId] as const,
};
