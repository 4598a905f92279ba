import type { ListPage } from './orders-query.repository';

/**
 * Page N of `total` rows, newest first. Past the middle the page is read from the oldest end, so the
 * database skips at most half the rows; the last pages cost what the first ones do (docs/quality.md P4).
 */
export function pageWindow(page: number, perPage: number, total: number): ListPage | null {
  const offset = (page - 1) * perPage;
  if (offset >= total) return null;
  if (offset <= total / 2) return { offset, limit: perPage, fromOldest: false };
  const end = Math.min(offset + perPage, total);
  return { offset: total - end, limit: end - offset, fromOldest: true };
}

/** A filtered count stops here ("1,000+"), or further out when the asked page is deeper, so it stays reachable. */
export const countCap = (page: number, perPage: number): number => Math.max(1_000, (page + 4) * perPage);
