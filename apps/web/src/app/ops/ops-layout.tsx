import { AppShell, Badge, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, matchPath } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { opsPaths } from '@/config/ops-paths';
import { opsLogout } from '@/features/ops-auth/api/ops-session';
import type { OpsSession } from '@/lib/ops-session';
import { opsNavFor } from './ops-nav';
import classes from '../shell/app-layout.module.css';
import { TopBarBrand } from '../shell/top-bar-brand';

/** The console's shell: the client shell's conventions (top bar, side navigation, skip link), staff menu. */
export function OpsLayout({ session }: { session: OpsSession }) {
  const { t } = useTranslation(['ops', 'shell']);
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell:skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <TopBarBrand navOpened={opened} onToggleNav={toggle} home={opsPaths.home.path} name={t('brand')} />
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="md" maw={180} truncate>
              {session.name}
            </Text>
            <Badge variant="filled" color="blue.9">
              {t(`roles.${session.role}`)}
            </Badge>
            <LanguageSwitch px={6} />
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={() => void opsLogout()}
            >
              {t('logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell:nav.label')}>
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {opsNavFor(session.role).map(({ name, icon: ItemIcon }) => {
            const entry = opsPaths[name];
            const active =
              matchPath({ path: entry.path, end: entry.path === opsPaths.home.path }, pathname) !== null;
            return (
              <li key={name}>
                <NavLink
                  component={Link}
                  to={entry.path}
                  label={t(`pages.${entry.titleKey}`)}
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
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
