import { Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { apiPageKeys } from '../api/api-page-keys';
import { useApiPageStatus } from '../api/get-api-page-status';
import { ApiPageUnlock } from './api-page-unlock';

const msUntil = (at: number) => Math.max(0, at - Date.now());

/**
 * The content of a page opened with a one-time code (the API page, the store plugins: decision 029): the
 * unlock form until a code is checked, then `children` with the time the unlock ends. The server closes
 * the pages at that time; the screen asks for a new code at the same moment.
 */
export function CodeGated({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const status = useApiPageStatus();
  const untilMs = status.data ? Date.parse(status.data) : null;

  useEffect(() => {
    if (untilMs === null) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: apiPageKeys.all }),
      msUntil(untilMs),
    );
    return () => window.clearTimeout(timer);
  }, [untilMs, queryClient]);

  if (status.isPending) return <Loader aria-label={label} />;
  if (status.error) return <ApiErrorAlert error={status.error} onRetry={() => void status.refetch()} />;
  if (untilMs === null) return <ApiPageUnlock />;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('api.unlockedUntil', { time: formatTime(new Date(untilMs), lang) })}
      </Text>
      {children}
    </>
  );
}
