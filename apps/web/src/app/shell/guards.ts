import { roleMayAccess } from '@courier/contracts';
import { matchPath } from 'react-router';
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
  if (isOpsPath(pathname)) return null;
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
