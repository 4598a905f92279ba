import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Session } from '@/lib/session-store';
import { isNavItemActive, navItemsFor } from './nav-items';

export function SideNav({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {navItemsFor(session).map((item) => {
        const active = isNavItemActive(item, pathname);
        const ItemIcon = item.icon;
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
