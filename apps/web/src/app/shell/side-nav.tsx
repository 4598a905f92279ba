import { NavLink, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from 'react-router';
import { CountIndicator } from '@/components/ui/count-indicator';
import type { Session } from '@/lib/session-store';
import { isNavItemActive, navItemsFor, type NavItem } from './nav-items';
import { useGrantedPermissions } from './use-granted-permissions';

// The chats' unread count (a query and the socket behind it) in its own chunk, like the top bar's counts.
const UnreadChatsCount = lazy(() =>
  import('@/features/chat/components/unread-chats-count').then((m) => ({ default: m.UnreadChatsCount })),
);

export function SideNav({ session }: { session: Session }) {
  const granted = useGrantedPermissions(session);
  return <NavList items={navItemsFor(session, undefined, granted)} />;
}

/** Links, and groups (a button that opens its links; open by default while one of them is the page). */
function NavList({ items, nested = false }: { items: readonly NavItem[]; nested?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return (
    <Stack gap={nested ? 2 : 4} component="ul" m={0} p={0} mt={nested ? 2 : 0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        const ItemIcon = item.icon;
        if (item.children && item.groupKey) {
          const key = item.groupKey;
          const opened = toggled[key] ?? active;
          return (
            <li key={key}>
              <NavLink
                component="button"
                type="button"
                label={t(`pages.${key}`)}
                leftSection={<ItemIcon size={20} aria-hidden="true" />}
                opened={opened}
                onChange={(next) => setToggled((all) => ({ ...all, [key]: next }))}
                aria-expanded={opened}
                childrenOffset={28}
              >
                <NavList items={item.children} nested />
              </NavLink>
            </li>
          );
        }
        const entry = (count?: number) => <EntryLink item={item} active={active} count={count} />;
        return (
          <li key={item.entry.path}>
            {item.count === 'chat' ? (
              <Suspense fallback={entry()}>
                <UnreadChatsCount>{entry}</UnreadChatsCount>
              </Suspense>
            ) : (
              entry()
            )}
          </li>
        );
      })}
    </Stack>
  );
}

/** One link; with a count, the icon carries it and the screen-reader name says it (`nav.<count>Unread`). */
function EntryLink({ item, active, count }: { item: NavItem; active: boolean; count?: number | undefined }) {
  const { t } = useTranslation('shell');
  const ItemIcon = item.icon;
  const label = t(`pages.${item.entry.titleKey ?? 'home'}`);
  const icon = <ItemIcon size={20} aria-hidden="true" />;
  return (
    <NavLink
      component={Link}
      to={item.entry.path}
      label={label}
      leftSection={
        count === undefined ? (
          icon
        ) : (
          <CountIndicator count={count} testId={`nav-count-${item.count ?? ''}`}>
            {icon}
          </CountIndicator>
        )
      }
      aria-label={count && item.count ? t(`nav.${item.count}Unread`, { count }) : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      color="blue.8"
    />
  );
}
