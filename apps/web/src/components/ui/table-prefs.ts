import { useSyncExternalStore } from 'react';
import { opsSessionStore } from '@/lib/ops-session';
import { sessionStore } from '@/lib/session-store';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { noChoice, type ColumnChoice } from './table-layout';

/** Compact (the default: 20 orders in a 1280 × 800 screen) or comfortable (~44 px rows). */
export type Density = 'compact' | 'comfortable';

interface Prefs {
  density?: Density;
  columns?: Record<string, ColumnChoice>;
}

type Stored = Record<string, Prefs>;

/**
 * Whose choices these are: the staff member on the console's pages, else the signed-in client user, so
 * two people sharing a browser keep their own columns (issue 43). Nobody signed in shares "anyone".
 */
export function prefsOwner(pathname: string): string {
  if (pathname === '/ops' || pathname.startsWith('/ops/')) {
    const staff = opsSessionStore.get();
    return staff ? `staff:${staff.staffId}` : 'anyone';
  }
  const client = sessionStore.get();
  return client ? `user:${client.userId}` : 'anyone';
}

const listeners = new Set<() => void>();
let version = 0;

function read(owner: string): Prefs {
  const stored = readJson(storageKeys.tablePrefs);
  if (typeof stored !== 'object' || stored === null) return {};
  const prefs = (stored as Stored)[owner];
  return typeof prefs === 'object' && prefs !== null ? prefs : {};
}

function write(owner: string, patch: (prefs: Prefs) => Prefs) {
  const stored = readJson(storageKeys.tablePrefs);
  const all: Stored = typeof stored === 'object' && stored !== null ? (stored as Stored) : {};
  writeJson(storageKeys.tablePrefs, { ...all, [owner]: patch(all[owner] ?? {}) });
  version += 1;
  listeners.forEach((l) => l());
}

function isChoice(value: unknown): value is ColumnChoice {
  const v = value as Partial<ColumnChoice> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.hide) && Array.isArray(v.show);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** One list's column choice and the reader's density, stored in localStorage per signed-in user. */
export function useTablePrefs(tableId: string) {
  useSyncExternalStore(subscribe, () => version);
  const owner = prefsOwner(typeof window === 'undefined' ? '/' : window.location.pathname);
  const prefs = read(owner);
  const choice = prefs.columns?.[tableId];
  return {
    density: (prefs.density === 'comfortable' ? 'comfortable' : 'compact') as Density,
    choice: isChoice(choice) ? choice : noChoice,
    setDensity: (density: Density) => write(owner, (p) => ({ ...p, density })),
    setChoice: (next: ColumnChoice) =>
      write(owner, (p) => ({ ...p, columns: { ...p.columns, [tableId]: next } })),
  };
}
