import { Anchor, Loader, Paper, Text, Title } from '@mantine/core';
import { IconApi, IconBook2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LinkCards } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { apiPageKeys } from '@/features/merchant-api/api/api-page-keys';
import { useApiPageStatus } from '@/features/merchant-api/api/get-api-page-status';
import { ApiKeyPanel } from '@/features/merchant-api/components/api-key-panel';
import { ApiPageUnlock } from '@/features/merchant-api/components/api-page-unlock';
import { WebhooksPanel } from '@/features/merchant-api/components/webhooks-panel';
import { formatTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { SettingsBackLink } from './settings-back-link';

const msUntil = (at: number) => Math.max(0, at - Date.now());

/** `/link-with-apis` (admin only): opened with a one-time code for 15 minutes; the key, webhooks and the docs. */
export function ApiPage() {
  const { t } = useTranslation(['settings', 'shell']);
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const status = useApiPageStatus();
  const untilMs = status.data ? Date.parse(status.data) : null;

  // The server closes the page at `until`; the screen asks for a new code at the same moment.
  useEffect(() => {
    if (untilMs === null) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: apiPageKeys.all }),
      msUntil(untilMs),
    );
    return () => window.clearTimeout(timer);
  }, [untilMs, queryClient]);

  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('shell:pages.linkWithApis')}</PageTitle>
      {status.isPending ? (
        <Loader aria-label={t('shell:pages.linkWithApis')} />
      ) : status.error ? (
        <ApiErrorAlert error={status.error} onRetry={() => void status.refetch()} />
      ) : untilMs === null ? (
        <ApiPageUnlock />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('api.unlockedUntil', { time: formatTime(new Date(untilMs), lang) })}
          </Text>
          <ApiKeyPanel />
          <WebhooksPanel />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} size="h4" mb="md">
              {t('api.docsTitle')}
            </Title>
            <LinkCards
              links={[
                {
                  to: paths.linkWithApisOrders.path,
                  icon: IconApi,
                  label: t('shell:pages.linkWithApisOrders'),
                  hint: t('api.docsOrders'),
                },
                {
                  to: paths.linkWithApisTickets.path,
                  icon: IconBook2,
                  label: t('shell:pages.linkWithApisTickets'),
                  hint: t('api.docsTickets'),
                },
              ]}
            />
            <Anchor href="/api/v1/docs" target="_blank" size="sm" mt="md" display="inline-block">
              {t('api.openApi')}
            </Anchor>
          </Paper>
        </>
      )}
    </>
  );
}
