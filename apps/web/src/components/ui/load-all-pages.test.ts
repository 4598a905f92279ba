import { describe, expect, it, vi } from 'vitest';
import { loadAllPages } from './load-all-pages';

describe('loadAllPages', () => {
  it('reads 100 at a time until a short page, and never more than the cap', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const fetchPage = vi.fn(async (page: number, perPage: number) =>
      rows.slice((page - 1) * perPage, page * perPage),
    );
    expect(await loadAllPages(fetchPage)).toHaveLength(250);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    fetchPage.mockClear();
    expect(await loadAllPages(fetchPage, 150)).toEqual(rows.slice(0, 150));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
