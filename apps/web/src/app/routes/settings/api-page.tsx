import { Anchor, Paper, Title } from '@mantine/core';
import { IconApi, IconBook2 } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { LinkCards } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ApiKeyPanel } from '@/features/merchant-api/components/api-key-panel';
import { CodeGated } from '@/features/merchant-api/components/code-gated';
import { TestKeyPanel } from '@/features/merchant-api/components/test-key-panel';
import { WebhooksPanel } from '@/features/merchant-api/components/webhooks-panel';
import { SettingsBackLink } from './settings-back-link';

/** `/link-with-apis` (admin only): opened with a one-time code for 15 minutes; the key, webhooks and the docs. */
export function ApiPage() {
  const { t } = useTranslation(['settings', 'shell']);
  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('shell:pages.linkWithApis')}</PageTitle>
      <CodeGated label={t('shell:pages.linkWithApis')}>
        <ApiKeyPanel />
        <TestKeyPanel />
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
      </CodeGated>
    </>
  );
}
