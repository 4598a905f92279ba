/**
 * localStorage/sessionStorage access that never throws: private browsing, a full quota or a disabled
 * storage must degrade to "nothing stored", not break the app. Every key the app stores is listed here.
 */
export const storageKeys = {
  session: 'courier.session',
  language: 'courier.language',
  lastActivity: 'courier.last-activity',
  starredPages: 'courier.starred-pages',
  resetFlow: 'courier.reset-flow',
  promotionHidden: 'courier.promotion-hidden',
  opsSession: 'courier.ops-session',
  captainSession: 'courier.captain-session',
  surveyPostponed: 'courier.survey-postponed',
  scrollPositions: 'courier.scroll-positions',
  tablePrefs: 'courier.table-prefs',
  hubBranches: 'courier.hub-branches',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not persisted.
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Parses stored JSON; anything unreadable counts as absent. */
export function readJson(key: string, which: Area = 'local'): unknown {
  const text = readText(key, which);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeText(key, JSON.stringify(value), which);
}
