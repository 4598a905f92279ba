import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';

interface ApiErrorAlertProps {
  error: unknown;
  /** A failed load offers "Try again" (the error state of every page that fetches). */
  onRetry?: () => void;
  children?: ReactNode;
}

/** The server's error_msg (already in the user's language) announced to screen readers. */
export function ApiErrorAlert({ error, onRetry, children }: ApiErrorAlertProps) {
  const { t } = useTranslation('common');
  if (!error) return null;
  const message = isApiError(error) ? error.message : t('unexpectedError');
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} mb="md">
      {message}
      {children}
      {onRetry && (
        <Button variant="white" color="red.9" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Alert>
  );
}
