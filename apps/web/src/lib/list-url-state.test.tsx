import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listAt, missionListPaths, orderListPaths } from '@/config/paths';
import { cleanFilterValues, pageFrom, perPageFrom, usePageInRange, useListUrlState } from './list-url-state';

const fields = ['code', 'receiver'] as const;

/** Runs `hook` on a page at `url`, and reports where the page is after each change. */
function renderAt<T>(url: string, hook: () => T) {
  const seen: { search: string } = { search: '' };
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const result = renderHook(
    () => {
      seen.search = useLocation().search;
      return hook();
    },
    { wrapper },
  );
  return { ...result, seen };
}

describe('paging and filters in the URL', () => {
  it('falls back to the first page of 20 for bad values', () => {
    expect([pageFrom('3'), pageFrom('0'), pageFrom('x'), pageFrom('2.5'), pageFrom(null)]).toEqual([
      3, 1, 1, 1, 1,
    ]);
    expect([perPageFrom('50'), perPageFrom('30'), perPageFrom(undefined)]).toEqual([50, 20, 20]);
  });

  it('keeps only the filters that hold something, trimmed', () => {
    expect(cleanFilterValues(fields, { code: ' 10 ', receiver: '  ', other: 'x' })).toEqual({ code: '10' });
  });

  it('reads the list state and starts a new filter or page size at page 1', () => {
    const { result, seen } = renderAt('/SavedOrder?code=7&page=3&perPage=50&other=1', () =>
      useListUrlState(fields),
    );
    expect(result.current).toMatchObject({ page: 3, perPage: 50, filters: { code: '7' }, filtered: true });
    act(() => result.current.paging(500).onPageChange(4));
    expect(seen.search).toBe('?code=7&page=4&perPage=50');
    act(() => result.current.paging(500).onPerPageChange(20));
    expect(seen.search).toBe('?code=7');
    act(() => result.current.setFilters({ receiver: ' Ali ', code: '' }));
    expect(seen.search).toBe('?receiver=Ali');
  });

  it('moves a page past the end to the new last page once the total is known', () => {
    const { seen } = renderAt('/Missions?page=5', () => usePageInRange(5, 20, undefined));
    expect(seen.search).toBe('?page=5');
    const clamped = renderAt('/Missions?page=5&code=1', () => usePageInRange(5, 20, 41));
    expect(clamped.seen.search).toBe('?page=3&code=1');
    const emptied = renderAt('/Missions?page=2', () => usePageInRange(2, 20, 0));
    expect(emptied.seen.search).toBe('');
  });
});

describe('the list a path shows', () => {
  it('finds it in any letter case and with a trailing slash', () => {
    expect(listAt(orderListPaths, '/savedorder/')).toBe('SavedOrder');
    expect(listAt(missionListPaths, '/ReturnWithCompany')).toBe('ReturnWithCompany');
    expect(listAt(missionListPaths, '/Return')).toBe('Return');
    expect(listAt(orderListPaths, '/Missions')).toBeUndefined();
  });
});
