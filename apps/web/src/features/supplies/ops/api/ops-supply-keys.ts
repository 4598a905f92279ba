/** Query keys of the ops supplies desk; a new supply invalidates `all`. */
export const opsSupplyKeys = {
  all: ['ops-supplies'] as const,
  clients: () => [...opsSupplyKeys.all, 'clients'] as const,
  owed: (clientId: number) => [...opsSupplyKeys.all, 'owed', clientId] as const,
  list: (clientId: number | undefined, page: number, perPage: number) =>
    [...opsSupplyKeys.all, 'list', clientId ?? 0, page, perPage] as const,
};
