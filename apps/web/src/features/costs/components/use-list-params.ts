import { useListUrlState } from '@/lib/list-url-state';
import type { ListParams } from '../api/cost-keys';

const nameField = ['name'] as const;

/** The list's paging and name search, kept in the URL; a new search or page size starts at page 1. */
export function useListParams() {
  // Every pause in typing searches: the history keeps one entry, not one per word.
  const list = useListUrlState(nameField, { replace: true });
  const params: ListParams = {
    page: list.page,
    perPage: list.perPage,
    name: (list.filters.name ?? '').slice(0, 100),
  };
  return {
    params,
    paging: list.paging,
    setName: (name: string) => list.setFilters({ name }),
  };
}
