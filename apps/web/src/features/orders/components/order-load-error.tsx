import { Alert } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isSuspendedError } from '@/components/ui/suspended-notice';
import { ApiError } from '@/lib/api-client';
import { SuspendedOrdersNotice } from './suspended-orders-notice';

/**
 * A failed load: the suspended-account notice for a suspended client; "not found" for a missing order
 * (no "try again": trying again finds nothing; the page links back); else the error with "Try again".
 */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  if (isSuspendedError(error)) return <SuspendedOrdersNotice />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconSearchOff size={20} aria-hidden="true" />}
        title={t('notFound.title')}
      >
        {t('notFound.text')}
      </Alert>
    );
  return <ApiErrorAlert error={error} onRetry={onRetry} />;
}
