import { selectAllCap } from './table-layout';

/**
 * Every row a paged list's filters match, up to `cap`, read 100 at a time (the APIs' page size limit):
 * what "select every result" selects (decision 057). Stops at the first short page.
 */
export async function loadAllPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<readonly T[]>,
  cap = selectAllCap,
): Promise<T[]> {
  const perPage = 100;
  const all: T[] = [];
  for (let page = 1; all.length < cap; page += 1) {
    const rows = await fetchPage(page, perPage);
    all.push(...rows);
    if (rows.length < perPage) break;
  }
  return all.slice(0, cap);
}
