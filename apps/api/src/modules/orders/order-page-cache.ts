/**
 * Serialised order-list pages (decision 033), each stored with the version of its client's orders read
 * BEFORE the page was: a hit needs the version read now to be the same, so any committed write to the
 * client's orders since (a create, an edit, a move by anyone) makes it a miss. The key carries everything
 * the answer depends on besides the data: client, list, page, size, language, the caller's role (the
 * actions offered) and the filters. Kept per process; a second instance validates against the same
 * database, so it is never wrong, only colder. Least recently used pages go first.
 */
export interface OrderPageCache {
  get(key: string, version: string): string | undefined;
  set(key: string, version: string, json: string): void;
}

export function createOrderPageCache(maxPages = 256): OrderPageCache {
  const pages = new Map<string, { version: string; json: string }>();
  return {
    get(key, version) {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (page.version !== version) return undefined;
      pages.set(key, page); // most recently used last
      return page.json;
    },
    set(key, version, json) {
      pages.delete(key);
      pages.set(key, { version, json });
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    },
  };
}

/** The cache key of one page; filters in a fixed order, absent ones left out. */
export function orderPageKey(parts: {
  clientId: number;
  list: string;
  page: number;
  perPage: number;
  lang: string;
  actor: string;
  filters: Record<string, unknown>;
}): string {
  const filters = Object.entries(parts.filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([
    parts.clientId,
    parts.list,
    parts.page,
    parts.perPage,
    parts.lang,
    parts.actor,
    filters,
  ]);
}
