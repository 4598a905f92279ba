/**
 * Serialised list pages (decision 033, extended to the mission lists by decision 035's amendment), each
 * stored with the version of its client's data read BEFORE the page was: a hit needs the version read now
 * to be the same, so any committed write since (a create, an edit, a move by anyone, SQL by hand) makes it
 * a miss. The version is kept by triggers in the database (`order_versions`, `mission_versions`), so a
 * second instance validates against the same data: never wrong, only colder. The key carries everything
 * the answer depends on besides the data: which lists (`kind`), client, list, page, size, language, the
 * caller (the actions offered, the types it may follow) and the filters. One cache serves every list kind;
 * least recently used pages go first.
 */
export interface PageCache {
  get(key: string, version: string): string | undefined;
  set(key: string, version: string, json: string): void;
}

/**
 * At most `maxPages` pages and `maxChars` characters of JSON (~2 bytes each in memory): an order page of
 * 50 rows is ~60,000 characters, a mission page of 20 ~15,000.
 */
export function createPageCache({ maxPages = 512, maxChars = 16_000_000 } = {}): PageCache {
  const pages = new Map<string, { version: string; json: string }>();
  let chars = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (page) chars -= page.json.length;
    pages.delete(key);
    return page;
  };
  return {
    get(key, version) {
      const page = drop(key);
      if (!page || page.version !== version) return undefined;
      pages.set(key, page); // most recently used last
      chars += page.json.length;
      return page.json;
    },
    set(key, version, json) {
      drop(key);
      pages.set(key, { version, json });
      chars += json.length;
      while (pages.size > maxPages || (chars > maxChars && pages.size > 1)) drop(pages.keys().next().value!);
    },
  };
}

/** The cache key of one page; filters in a fixed order, absent ones left out. */
export function pageKey(parts: {
  kind: 'orders' | 'missions';
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
    parts.kind,
    parts.clientId,
    parts.list,
    parts.page,
    parts.perPage,
    parts.lang,
    parts.actor,
    filters,
  ]);
}

/**
 * The page under `key`: from the cache while the client's version has not moved, otherwise built,
 * serialised and stored. The version is read first, so a stored page is at least as new as its version
 * (a write committing between the two reads leaves a page newer than its version: the next read misses).
 */
export async function cachedPage(
  cache: PageCache,
  key: string,
  version: () => Promise<string>,
  build: () => Promise<unknown>,
): Promise<string> {
  const current = await version();
  const cached = cache.get(key, current);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(await build());
  cache.set(key, current, json);
  return json;
}
