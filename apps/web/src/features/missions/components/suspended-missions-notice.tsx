import { translate } from '@courier/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The API refuses a suspended client every mission but pickups (spec §1) with this code. */
export function isSuspendedError(error: unknown): boolean {
  return isApiError(error) && error.code === 'ACCOUNT_SUSPENDED';
}

/** "Account suspended", worded like the server's error, with what the client can still do. */
export function SuspendedMissionsNotice() {
  const { t } = useTranslation(['missions', 'shell']);
  const lang = useLanguage();
  const title = translate('errors.ACCOUNT_SUSPENDED', lang);
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={title}
    >
      <Text size="sm" c="dark.9">
        {t('suspended.hint')}
      </Text>
      <Anchor
        component={Link}
        to={paths.missions.path}
        size="sm"
        fw={600}
        c="red.9"
        mt={6}
        display="inline-block"
      >
        {t('suspended.goToPickups')}
      </Anchor>
    </Alert>
  );
}

/** A failed load: the suspended notice for a suspended client, else the error with "Try again". */
export function MissionLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isSuspendedError(error)) return <SuspendedMissionsNotice />;
  return <ApiErrorAlert error={error} onRetry={onRetry} />;
}
