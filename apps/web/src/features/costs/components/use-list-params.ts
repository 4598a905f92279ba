import { useSearchParams } from 'react-router';
import type { ListParams } from '../api/cost-keys';

const perPageOptions = [10, 20, 50, 100] as const;
const defaultPerPage = 20;

/** Reads page, page size and the name filter from the URL (so a list can be shared and reloaded). */
export function listParamsOf(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (perPageOptions as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
    name: (search.get('name') ?? '').trim().slice(0, 100),
  };
}

/** The list's paging and search, kept in the URL; a new search or page size starts at page 1. */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = listParamsOf(search);
  const update = (changes: Partial<ListParams>) => {
    const next = { ...params, ...changes };
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.perPage !== defaultPerPage) query.set('perPage', String(next.perPage));
    if (next.name) query.set('name', next.name);
    setSearch(query, { replace: true });
  };
  return {
    params,
    perPageOptions,
    setPage: (page: number) => update({ page }),
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
    setName: (name: string) => update({ name: name.trim(), page: 1 }),
  };
}
