import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Paging as it travels in the URL: bad or missing values fall back to the first page of 20. */
export const perPageOptions = [10, 20, 50, 100] as const;
export const defaultPerPage = 20;

export function pageFrom(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function perPageFrom(value: string | null | undefined): number {
  const perPage = Number(value);
  return (perPageOptions as readonly number[]).includes(perPage) ? perPage : defaultPerPage;
}

/** A list's text filters as the URL and the request carry them. */
export type FilterValues<F extends string> = Partial<Record<F, string>>;

/** Only the filters that hold something, trimmed (the URL and the request carry no empty ones). */
export function cleanFilterValues<F extends string>(
  fields: readonly F[],
  values: Partial<Record<string, string | null | undefined>>,
): FilterValues<F> {
  const clean: FilterValues<F> = {};
  for (const field of fields) {
    const value = values[field]?.trim();
    if (value) clean[field] = value;
  }
  return clean;
}

interface ListUrlStateOptions {
  /** Replace the history entry instead of adding one (lists whose every keystroke searches). */
  replace?: boolean;
  /** Runs before each change of page, page size or filters (e.g. to drop a selection). */
  onChange?: () => void;
}

/**
 * A server-paged list's page, page size and filters, kept in the URL so that a list can be shared,
 * reloaded and walked with the browser's back button. A new filter or page size starts at page 1.
 */
export function useListUrlState<F extends string>(fields: readonly F[], options: ListUrlStateOptions = {}) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const perPage = perPageFrom(params.get('perPage'));
  const filters = cleanFilterValues(fields, Object.fromEntries(fields.map((f) => [f, params.get(f)])));

  const go = (next: { page?: number; perPage?: number; filters?: FilterValues<F> }) => {
    options.onChange?.();
    const search = new URLSearchParams((next.filters ?? filters) as Record<string, string>);
    const nextPage = next.page ?? page;
    const nextPerPage = next.perPage ?? perPage;
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextPerPage !== defaultPerPage) search.set('perPage', String(nextPerPage));
    setParams(search, { replace: options.replace });
  };

  return {
    page,
    perPage,
    filters,
    filtered: Object.keys(filters).length > 0,
    setFilters: (next: FilterValues<F>) => go({ page: 1, filters: cleanFilterValues(fields, next) }),
    /** The paging of `DataTable` for a list of `total` rows (`capped`: at least that many). */
    paging: (total: number, capped = false) => ({
      page,
      perPage,
      total,
      totalCapped: capped,
      onPageChange: (next: number) => go({ page: next }),
      onPerPageChange: (next: number) => go({ page: 1, perPage: next }),
    }),
  };
}

/**
 * Rows that leave a list (sent, archived, terminated) can empty its last page: once the server has
 * answered (`total` known), a page past the end is replaced by the new last page.
 */
export function usePageInRange(page: number, perPage: number, total: number | undefined) {
  const [params, setParams] = useSearchParams();
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / perPage));
  const pastTheEnd = total !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) {
      const search = new URLSearchParams(params);
      if (lastPage > 1) search.set('page', String(lastPage));
      else search.delete('page');
      setParams(search, { replace: true });
    }
  }, [pastTheEnd, lastPage, params, setParams]);
}
