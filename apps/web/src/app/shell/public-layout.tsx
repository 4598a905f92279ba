import { Box, Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import classes from './public-layout.module.css';

/** Login, forgot password, terms and error pages: the brand, the language switch, and the page. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <Box className={classes.page}>
      <header className={classes.header}>
        <Group justify="space-between" wrap="nowrap" className={classes.headerInner}>
          <Group gap="xs" wrap="nowrap">
            <IconTruckDelivery size={28} aria-hidden="true" color="var(--mantine-color-blue-8)" />
            <Text fw={700} size="lg">
              {t('appName')}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
      </header>
      <main id="main-content" className={classes.main}>
        <Outlet />
      </main>
      {/* spec §9's marketing line: more than 48 branches in English, 50 in Arabic. */}
      <Text component="footer" size="sm" c="dimmed" ta="center" pb="md">
        {t('marketing')}
      </Text>
    </Box>
  );
}
