import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PageTitle } from '@/components/ui/page-title';
import { useApiPageStatus } from '@/features/merchant-api/api/get-api-page-status';
import { ApiPageUnlock } from '@/features/merchant-api/components/api-page-unlock';
import { StoreConnections } from '@/features/store-plugins/components/store-connections';
import { formatTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { SettingsBackLink } from './settings-back-link';

/**
 * `/link-with-plugins` (admin only): Shopify and WooCommerce stores sending their orders. It reveals
 * signing secrets, so it opens with the API page's one-time code (the same 15-minute unlock).
 */
export function PluginsPage() {
  const { t } = useTranslation(['settings', 'shell']);
  const lang = useLanguage();
  const status = useApiPageStatus();
  const untilMs = status.data ? Date.parse(status.data) : null;
  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('shell:pages.linkWithPlugins')}</PageTitle>
      {status.isPending ? (
        <Loader aria-label={t('shell:pages.linkWithPlugins')} />
      ) : status.error ? (
        <ApiErrorAlert error={status.error} onRetry={() => void status.refetch()} />
      ) : untilMs === null ? (
        <ApiPageUnlock />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('api.unlockedUntil', { time: formatTime(new Date(untilMs), lang) })}
          </Text>
          <StoreConnections />
        </>
      )}
    </>
  );
}
