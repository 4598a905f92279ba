import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session-store';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by its content, not aria-label: an aria-label that does not contain the visible initials
            or name fails WCAG 2.5.3 (label in name; Lighthouse's label-content-name-mismatch). */}
        <UnstyledButton p={4}>
          <VisuallyHidden>{t('user.menu', { name: session.name })}</VisuallyHidden>
          <Group gap={6} wrap="nowrap" aria-hidden="true">
            <Avatar size={32} radius="xl" color="blue.8" variant="filled">
              {initials(session.name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" maw={160} truncate>
              {session.name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.9" truncate>
            {session.name}
          </Text>
          <Text size="xs" c="gray.8" dir="ltr" truncate>
            {session.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.settings.path}
          leftSection={<IconSettings size={16} aria-hidden="true" />}
        >
          {t('pages.settings')}
        </Menu.Item>
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => logout.mutate()}
        >
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
