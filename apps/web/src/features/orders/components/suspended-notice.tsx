import { translate } from '@courier/contracts';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The API refuses every order call of a suspended client (spec §1) with this code. */
export function isSuspendedError(error: unknown): boolean {
  return isApiError(error) && error.code === 'ACCOUNT_SUSPENDED';
}

/** "Account suspended", worded like the server's error, with what the client can still do. */
export function SuspendedNotice() {
  const { t } = useTranslation('orders');
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
        {t('suspendedHint')}
      </Text>
    </Alert>
  );
}
