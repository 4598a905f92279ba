import { roleMayAccess } from '@courier/contracts';
import { IconHome, IconSettings, type Icon } from '@tabler/icons-react';
import { paths, type PathEntry } from '@/config/paths';
import { roleOf, type Session } from '@/lib/session-store';

export interface NavItem {
  entry: PathEntry;
  icon: Icon;
  /** Other paths that belong to this section (its children highlight it). */
  prefixes: readonly string[];
}

/**
 * spec §2's sections, in order. A section is listed only once its screen exists: the orders,
 * missions, reports and support sections join this list when they are built.
 */
const allItems: readonly NavItem[] = [
  { entry: paths.home, icon: IconHome, prefixes: [] },
  {
    entry: paths.settings,
    icon: IconSettings,
    prefixes: [paths.settingsMainInfo.path, paths.settingsChangePassword.path],
  },
];

export function navItemsFor(session: Session): NavItem[] {
  const role = roleOf(session);
  return allItems.filter(
    (item) =>
      item.entry.screen &&
      item.entry.access !== 'open' &&
      roleMayAccess(role, item.entry.access) &&
      (!item.entry.requiresStock || session.haveStock === 1),
  );
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return [item.entry.path, ...item.prefixes].some((p) => p.toLowerCase() === path);
}
