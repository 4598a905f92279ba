import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session-store';
import type { NavToggle } from './shell-frame';
import { TopBarBrand } from './top-bar-brand';

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

interface TopBarProps extends NavToggle {
  session: Session;
}

export function TopBar({ session, navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <TopBarBrand
        navOpened={navOpened}
        onToggleNav={onToggleNav}
        home={paths.home.path}
        name={t('common:appName')}
      />
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
