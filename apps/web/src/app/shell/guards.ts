import { roleMayAccess } from '@courier/contracts';
import { matchPath } from 'react-router';
import { isCaptainPath } from '@/config/captain-paths';
import { isOpsPath } from '@/config/ops-paths';
import { pathEntries, paths, type PathEntry } from '@/config/paths';
import { roleOf, type Session } from '@/lib/session-store';

/** The part of the session the navigation rules look at. */
export type GuardSession = Pick<Session, 'firstLogin' | 'isMainClient' | 'hasCompany' | 'haveStock'>;

export function findPathEntry(pathname: string): PathEntry | undefined {
  return pathEntries.find((entry) =>
    matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname),
  );
}

/**
 * One step of spec §2's navigation rules: where `pathname` must go instead, or null to stay.
 * Order matters: unknown → 404 (for everyone, the 404 page is public), open pages pass (except /login
 * when logged in), visitors → /login, first login → /set_password, role → not-authorized, stock →
 * 404, and a path whose screen is not built yet → 404.
 */
export function guardStep(pathname: string, session: GuardSession | null): string | null {
  if (isOpsPath(pathname) || isCaptainPath(pathname)) return null;
  const entry = findPathEntry(pathname);
  if (!entry) return paths.notFound.path;
  if (entry === paths.root) return paths.home.path;
  if (entry.access === 'open') {
    return entry === paths.login && session ? paths.home.path : null;
  }
  if (!session) return paths.login.path;
  if (session.firstLogin <= 0) return paths.setPassword.path;
  if (!roleMayAccess(roleOf(session), entry.access)) return paths.notAuthorized.path;
  if (entry.requiresStock && session.haveStock !== 1) return paths.notFound.path;
  if (!entry.screen) return paths.notFound.path;
  return null;
}

/** Follows the rules to the final destination (e.g. logged-in first login: /login → /Home → /set_password). */
export function resolveRedirect(pathname: string, session: GuardSession | null): string | null {
  let current = pathname;
  for (let i = 0; i < 5; i++) {
    const next = guardStep(current, session);
    if (next === null || next === current) break;
    current = next;
  }
  return current === pathname ? null : current;
}

/**
 * Where the app sends a location (its path and search) instead, or null to stay: the rules above, plus the
 * way back for a visitor who opened a page that needs a login (a link in a message). /login carries that
 * page as `?next=`, and the login lands there instead of /Home; the rules then apply to it as to any page.
 */
export function redirectFor(pathname: string, search: string, session: GuardSession | null): string | null {
  const target = resolveRedirect(pathname, session);
  const entry = findPathEntry(pathname);
  if (!session && target === paths.login.path && safeNext(pathname + search) !== null) {
    return `${paths.login.path}?next=${encodeURIComponent(pathname + search)}`;
  }
  if (session && entry === paths.login) {
    return safeNext(new URLSearchParams(search).get('next')) ?? target;
  }
  return target;
}

/**
 * `next` if it is a page of this app that needs a login, other than /Home (where a login lands anyway);
 * else null. Never another site (`//host`, `/\host`), an open page, /login itself or the staff console.
 */
export function safeNext(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const base = 'http://app.invalid';
  const url = new URL(next, base);
  if (url.origin !== base || isOpsPath(url.pathname) || isCaptainPath(url.pathname)) return null;
  const entry = findPathEntry(url.pathname);
  if (!entry || entry.access === 'open' || entry === paths.root || entry === paths.home) return null;
  return url.pathname + url.search;
}
