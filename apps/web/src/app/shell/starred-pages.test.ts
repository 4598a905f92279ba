import { describe, expect, it } from 'vitest';
import { starredPages, toggleStarred, type StarredPage } from './starred-pages';

const page = (n: number): StarredPage => ({ path: `/page-${n}`, titleKey: 'home' });

describe('starred pages (spec §2, §9)', () => {
  it('adds and removes a page', () => {
    const added = toggleStarred([], page(1), 10);
    expect(added).toEqual({ list: [page(1)], result: 'added' });
    expect(toggleStarred(added.list, page(1), 10)).toEqual({ list: [], result: 'removed' });
  });

  it('keeps at most the limit and refuses the 11th', () => {
    let list: StarredPage[] = [];
    for (let i = 1; i <= 10; i++) list = toggleStarred(list, page(i), 10).list;
    expect(list).toHaveLength(10);
    const eleventh = toggleStarred(list, page(11), 10);
    expect(eleventh.result).toBe('limit');
    expect(eleventh.list).toHaveLength(10);
    // Removing one is still allowed at the limit.
    expect(toggleStarred(list, page(3), 10).result).toBe('removed');
  });

  it('persists per user', () => {
    expect(starredPages.toggle(7, page(1), 10)).toBe('added');
    expect(JSON.parse(window.localStorage.getItem('courier.starred-pages.7') ?? '[]')).toEqual([page(1)]);
    expect(starredPages.get(8)).toEqual([]);
  });
});
