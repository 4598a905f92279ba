import { describe, expect, it } from 'vitest';
import { pageWindow } from './order-paging';

describe('pageWindow', () => {
  it('reads early pages from the newest end', () => {
    expect(pageWindow(1, 50, 1_000_000)).toEqual({ offset: 0, limit: 50, fromOldest: false });
    expect(pageWindow(3, 10, 100)).toEqual({ offset: 20, limit: 10, fromOldest: false });
  });

  it('reads deep pages from the oldest end, skipping at most half the rows', () => {
    // depth 999,950 of 1,000,000: the last 50 rows, read with offset 0 from the other end
    expect(pageWindow(20_000, 50, 1_000_000)).toEqual({ offset: 0, limit: 50, fromOldest: true });
    expect(pageWindow(19_999, 50, 1_000_000)).toEqual({ offset: 50, limit: 50, fromOldest: true });
    // a short last page
    expect(pageWindow(3, 10, 23)).toEqual({ offset: 0, limit: 3, fromOldest: true });
  });

  it('has nothing past the end', () => {
    expect(pageWindow(4, 10, 30)).toBeNull();
    expect(pageWindow(1, 10, 0)).toBeNull();
  });

  it('covers every row exactly once for any size', () => {
    for (const total of [0, 1, 7, 10, 23, 101]) {
      for (const perPage of [1, 3, 10]) {
        const covered: number[] = [];
        for (let page = 1; ; page++) {
          const w = pageWindow(page, perPage, total);
          if (!w) break;
          // rows are numbered 0..total-1 newest first
          const start = w.fromOldest ? total - w.offset - w.limit : w.offset;
          const returned = Math.min(w.limit, total - start); // LIMIT past the end returns fewer rows
          for (let i = 0; i < returned; i++) covered.push(start + i);
        }
        expect(covered).toEqual(Array.from({ length: total }, (_, i) => i));
      }
    }
  });
});
