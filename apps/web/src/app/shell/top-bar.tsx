import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session-store';

// The bell (and the live notifications behind it) in its own chunk: the first screen does not wait for it.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

// The menus and the tooltip (Mantine's Menu, Popover, Tooltip and floating-ui, ~40 KB gzip) arrive right
// after the first paint: /Home shows without them (docs/decisions/006-bundle-budget.md).
const StarControls = lazy(() => import('./top-bar-menus').then((m) => ({ default: m.StarControls })));
const UserMenu = lazy(() => import('./top-bar-menus').then((m) => ({ default: m.UserMenu })));
// The tickets' unread count (live through the socket) in its own chunk too.
const UnreadTicketsLink = lazy(() =>
  import('@/features/tickets/components/unread-tickets-link').then((m) => ({
    default: m.UnreadTicketsLink,
  })),
);

interface TopBarProps {
  session: Session;
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopBar({ session, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('nav.close') : t('nav.open')}
          aria-expanded={navOpened}
        />
        <UnstyledButton component={Link} to={paths.home.path} aria-label={t('common:appName')}>
          <Group gap={6} wrap="nowrap">
            <IconTruckDelivery size={26} aria-hidden="true" color="var(--mantine-color-blue-8)" />
            <Text fw={700} visibleFrom="xs" truncate>
              {t('common:appName')}
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Suspense fallback={null}>
          <UnreadTicketsLink />
          <NotificationBell />
        </Suspense>
        <Suspense fallback={null}>
          <StarControls userId={session.userId} />
        </Suspense>
        <LanguageSwitch px={6} />
        <Suspense fallback={null}>
          <UserMenu session={session} />
        </Suspense>
      </Group>
    </Group>
  );
}
