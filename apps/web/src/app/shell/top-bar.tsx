import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session-store';
import { StarToggle, StarredMenu } from './starred-controls';
import { UserMenu } from './user-menu';

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
        <StarToggle userId={session.userId} />
        <StarredMenu userId={session.userId} />
        <LanguageSwitch px={6} />
        <UserMenu session={session} />
      </Group>
    </Group>
  );
}
