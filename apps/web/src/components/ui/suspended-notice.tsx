import { Alert, Text, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useMessageCatalog } from '@/lib/message-catalog';

/** The API refuses a suspended client (spec §1) with this code. */
export function isSuspendedError(error: unknown): boolean {
  return isApiError(error) && error.code === 'ACCOUNT_SUSPENDED';
}

/**
 * "Account suspended", worded like the server's error, with what the client can still do (`hint`) and,
 * optionally, where to go instead (`children`). One notice for every feature a suspension refuses.
 */
export function SuspendedNotice({
  hint,
  children,
  ...props
}: { hint: string; children?: ReactNode } & Omit<AlertProps, 'title' | 'children'>) {
  // On /Home it is in the first paint, the catalog not: a suspended client's page waits for it.
  const title = useMessageCatalog().translate('errors.ACCOUNT_SUSPENDED', useLanguage());
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={title}
      {...props}
    >
      <Text size="sm" c="dark.9">
        {hint}
      </Text>
      {children}
    </Alert>
  );
}
