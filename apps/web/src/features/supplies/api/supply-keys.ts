/** Query keys of the merchant's supply statements. */
export const supplyKeys = {
  all: ['supplies'] as const,
  list: (page: number, perPage: number) => [...supplyKeys.all, 'list', page, perPage] as const,
  details: (id: number) => [...supplyKeys.all, 'details', id] as const,
};
