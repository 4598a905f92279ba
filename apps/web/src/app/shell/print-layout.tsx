import { Button, Group, Text } from '@mantine/core';
import { IconArrowBack, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Outlet, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import classes from './print-layout.module.css';

/**
 * Print views (/printOrder, /printSticker): no side navigation, only a slim bar (back, language) that
 * is not printed, so the paper holds nothing but the orders.
 */
export function PrintLayout() {
  const { t } = useTranslation(['order-files', 'common']);
  const navigate = useNavigate();
  // Opened in a new tab there is nothing to go back to: go home instead.
  const back = () => void (window.history.length > 1 ? navigate(-1) : navigate(paths.home.path));
  return (
    <div className={classes.page}>
      <header className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.barInner}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconTruckDelivery size={24} aria-hidden="true" color="var(--mantine-color-blue-8)" />
            <Text fw={700} truncate>
              {t('common:appName')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowBack size={16} aria-hidden="true" className={classes.backIcon} />}
              onClick={back}
            >
              {t('print.back')}
            </Button>
            <LanguageSwitch />
          </Group>
        </Group>
      </header>
      <main id="main-content" className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
