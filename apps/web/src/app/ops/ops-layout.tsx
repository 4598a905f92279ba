import { Badge, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, Outlet, useLocation, matchPath } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { opsPaths } from '@/config/ops-paths';
import { opsLogout } from '@/features/auth/ops/api/ops-session';
import type { OpsSession } from '@/lib/ops-session';
import { opsNavFor } from './ops-nav';
import { ShellFrame } from '../shell/shell-frame';
import { TopBarBrand } from '../shell/top-bar-brand';

/** The console's shell: the client shell's frame (top bar, side navigation, skip link), the staff menu. */
export function OpsLayout({ session }: { session: OpsSession }) {
  const { t } = useTranslation(['ops', 'shell']);
  return (
    <ShellFrame
      header={(toggle) => (
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <TopBarBrand {...toggle} home={opsPaths.home.path} name={t('brand')} />
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
      )}
      nav={<OpsNav session={session} />}
      // Narrower than the portal's: the desks' wide tables keep their columns on a laptop.
      navbarWidth={240}
    >
      <Outlet />
    </ShellFrame>
  );
}

/** The staff menu: the console's pages the role may open, the current one marked. */
function OpsNav({ session }: { session: OpsSession }) {
  const { t } = useTranslation('ops');
  const { pathname } = useLocation();
  return (
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
  );
}
