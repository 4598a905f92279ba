import { NavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Session } from '@/lib/session-store';
import { isNavItemActive, navItemsFor, type NavItem } from './nav-items';

export function SideNav({ session }: { session: Session }) {
  return <NavList items={navItemsFor(session)} />;
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
        return (
          <li key={item.entry.path}>
            <NavLink
              component={Link}
              to={item.entry.path}
              label={t(`pages.${item.entry.titleKey ?? 'home'}`)}
              leftSection={<ItemIcon size={20} aria-hidden="true" />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="filled"
              color="blue.8"
            />
          </li>
        );
      })}
    </Stack>
  );
}
