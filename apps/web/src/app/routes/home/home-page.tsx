import { translate } from '@courier/contracts';
import { Alert, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkCards } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { isolate } from '@/lib/bidi';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';

/** A welcome page for now: the dashboard's figures arrive with the orders and balance features. */
export function HomePage() {
  const { t } = useTranslation(['home', 'shell']);
  const lang = useLanguage();
  const session = useSession();
  if (!session) return null;
  // The catalog's text, so the notice reads exactly like the server's ACCOUNT_SUSPENDED error.
  const suspended = translate('errors.ACCOUNT_SUSPENDED', lang);

  const links = [
    {
      to: paths.settingsMainInfo.path,
      icon: IconUserCircle,
      label: t('shell:pages.mainInfo'),
      hint: t('links.mainInfo'),
    },
    {
      to: paths.settingsChangePassword.path,
      icon: IconKey,
      label: t('shell:pages.changePassword'),
      hint: t('links.changePassword'),
    },
  ];

  return (
    <>
      <PageTitle>{t('welcome', { name: isolate(session.name) })}</PageTitle>
      {session.isFreezed === 1 && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={suspended}
          mb="md"
        >
          <Text size="sm" c="dark.9">
            {t('suspendedHint')}
          </Text>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" mb="lg">
        <Text fw={600}>{session.clientName}</Text>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Paper>
      <LinkCards links={links} />
    </>
  );
}
