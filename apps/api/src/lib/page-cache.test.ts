import { describe, expect, it } from 'vitest';
import { cachedPage, createPageCache, pageKey } from './page-cache';

const key = (overrides: Partial<Parameters<typeof pageKey>[0]> = {}) =>
  pageKey({
    kind: 'missions',
    clientId: 1,
    list: '1,4/1,2,3',
    page: 1,
    perPage: 20,
    lang: 'ar',
    actor: 'client_admin',
    filters: {},
    ...overrides,
  });

describe('the page cache', () => {
  it('answers a page only under the version it was stored with', () => {
    const cache = createPageCache();
    cache.set('a', '1:7', '{"a":1}');
    expect(cache.get('a', '1:7')).toBe('{"a":1}');
    expect(cache.get('a', '2:7')).toBeUndefined();
    // A stale page is dropped, not kept for a version that comes back.
    expect(cache.get('a', '1:7')).toBeUndefined();
  });

  it('drops the least recently used page beyond its page and character bounds', () => {
    const byCount = createPageCache({ maxPages: 2 });
    byCount.set('a', 'v', 'A');
    byCount.set('b', 'v', 'B');
    byCount.get('a', 'v');
    byCount.set('c', 'v', 'C');
    expect([byCount.get('a', 'v'), byCount.get('b', 'v'), byCount.get('c', 'v')]).toEqual([
      'A',
      undefined,
      'C',
    ]);
    const byChars = createPageCache({ maxChars: 10 });
    byChars.set('a', 'v', '123456');
    byChars.set('b', 'v', '123456');
    expect([byChars.get('a', 'v'), byChars.get('b', 'v')]).toEqual([undefined, '123456']);
  });

  it('keys every part of the answer, filters in a fixed order and absent ones left out', () => {
    const base = key();
    for (const other of [
      key({ kind: 'orders' }),
      key({ clientId: 2 }),
      key({ list: '2/1,2,3' }),
      key({ page: 2 }),
      key({ perPage: 50 }),
      key({ lang: 'en' }),
      key({ actor: 'client_user' }),
      key({ filters: { code: '5000001' } }),
    ])
      expect(other).not.toBe(base);
    expect(key({ filters: { code: '1', captain_id: 2 } })).toBe(
      key({ filters: { captain_id: 2, code: '1', due_date: undefined, created_at: '' } }),
    );
  });

  it('reads the version before building, and builds again once it moved', async () => {
    const cache = createPageCache();
    let version = 1;
    let builds = 0;
    const calls: string[] = [];
    const page = () =>
      cachedPage(
        cache,
        'k',
        async () => {
          calls.push('version');
          return String(version);
        },
        async () => {
          calls.push('build');
          return { n: ++builds };
        },
      );
    expect(await page()).toBe('{"n":1}');
    expect(await page()).toBe('{"n":1}');
    version += 1;
    expect(await page()).toBe('{"n":2}');
    expect(calls).toEqual(['version', 'build', 'version', 'version', 'build']);
  });
});
