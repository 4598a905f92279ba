import { useSyncExternalStore } from 'react';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

export interface StarredPage {
  path: string;
  titleKey: string;
}

export type ToggleResult = 'added' | 'removed' | 'limit';

/** Pure rule of spec §2/§9: a page is starred at most once, and at most `limit` pages are kept. */
export function toggleStarred(
  list: readonly StarredPage[],
  page: StarredPage,
  limit: number,
): { list: StarredPage[]; result: ToggleResult } {
  if (list.some((p) => p.path === page.path)) {
    return { list: list.filter((p) => p.path !== page.path), result: 'removed' };
  }
  if (list.length >= limit) return { list: [...list], result: 'limit' };
  return { list: [...list, page], result: 'added' };
}

function isStarredList(value: unknown): value is StarredPage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (p) =>
        typeof p === 'object' && p !== null && typeof p.path === 'string' && typeof p.titleKey === 'string',
    )
  );
}

const keyFor = (userId: number) => `${storageKeys.starredPages}.${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<number, StarredPage[]>();

function read(userId: number): StarredPage[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  const stored = readJson(keyFor(userId));
  const list = isStarredList(stored) ? stored : [];
  cache.set(userId, list);
  return list;
}

/** Starred pages are kept per user on this device and survive logout. */
export const starredPages = {
  get: read,
  toggle(userId: number, page: StarredPage, limit: number): ToggleResult {
    const { list, result } = toggleStarred(read(userId), page, limit);
    if (result !== 'limit') {
      cache.set(userId, list);
      writeJson(keyFor(userId), list);
      listeners.forEach((l) => l());
    }
    return result;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useStarredPages(userId: number): StarredPage[] {
  return useSyncExternalStore(starredPages.subscribe, () => read(userId));
}
