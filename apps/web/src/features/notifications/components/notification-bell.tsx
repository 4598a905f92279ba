import { ActionIcon, Anchor, Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import type { Language, Notification } from '@courier/contracts';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { CountIndicator } from '@/components/ui/count-indicator';
import { paths } from '@/config/paths';
import { desktopPermission, requestDesktopPermission } from '@/lib/desktop-notify';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { forgetNotificationsSeen, noteNotificationSeen } from '@/lib/socket';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { notificationLink } from '../utils/notification-link';

const latestCount = 5;

/**
 * The bell of the top bar (spec §7 Notifications): the unread count, the latest notifications, "mark all
 * read", the way to the full list, and the click that asks for desktop notifications. It also listens
 * for pushed notifications while the user is logged in.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const lang = useLanguage();
  const [opened, setOpened] = useState(false);
  const latest = useNotifications({ page: 1, perPage: latestCount });
  const markRead = useMarkNotificationsRead();
  const [permission, setPermission] = useState(desktopPermission);
  useLiveNotifications();
  // What the bell shows is seen: a reconnecting socket asks only for what came after it.
  // (None yet: 0, so that the first one, arriving before the socket connects, is pushed too.)
  const newest = latest.data ? (latest.data.max_notification_id ?? 0) : null;
  useEffect(() => noteNotificationSeen(newest), [newest]);
  useEffect(() => forgetNotificationsSeen, []);

  const unread = latest.data?.unread_count ?? 0;
  const items = latest.data?.feed ?? [];
  const close = () => setOpened(false);

  return (
    <CountIndicator count={unread} testId="notification-count">
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="sm" maw="calc(100vw - 16px)">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={700} component="h2" size="md" m={0}>
              {t('bell.latest')}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={unread === 0}
              loading={markRead.isPending}
              onClick={() => markRead.mutate(latest.data?.max_notification_id ?? null)}
            >
              {t('bell.markAllRead')}
            </Button>
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" py="sm">
              {t('bell.empty')}
            </Text>
          ) : (
            <LatestList items={items} lang={lang} onFollow={close} />
          )}
          <Divider my="xs" />
          <Stack gap={4}>
            <Anchor component={Link} to={paths.notifications.path} onClick={close} size="sm">
              {t('bell.viewAll')}
            </Anchor>
            {permission === 'default' && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => void requestDesktopPermission().then(setPermission)}
              >
                {t('bell.enableDesktop')}
              </Button>
            )}
            {permission === 'denied' && (
              <Text size="xs" c="dimmed">
                {t('bell.desktopBlocked')}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </CountIndicator>
  );
}

/**
 * The latest notifications, a component of its own so that they are rendered (and their times
 * formatted) only while the dropdown is open: elements written inline are built on every render of the
 * bell, in every page's first render (decision 006, /SavedOrder's TBT).
 */
function LatestList({
  items,
  lang,
  onFollow,
}: {
  items: readonly Notification[];
  lang: Language;
  onFollow: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((n) => {
        const link = notificationLink(n);
        return (
          <li key={n.id}>
            <Text size="xs" c="dimmed">
              {t(`types.${n.type_key}`)} · {formatDateTime(n.created_at, lang)}
            </Text>
            <Text size="sm" fw={n.is_read ? 400 : 700}>
              {link ? (
                <Anchor component={Link} to={link.to} onClick={onFollow} inherit>
                  {n.message}
                </Anchor>
              ) : (
                n.message
              )}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
