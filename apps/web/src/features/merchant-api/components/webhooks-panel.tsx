import { Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useWebhookSettings } from '../api/get-webhook-settings';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';
import { WebhookEventTypesForm } from './webhook-event-types-form';
import { WebhookSecretField } from './webhook-secret-field';
import { WebhookTestButton } from './webhook-test-button';
import { WebhookUrlForm } from './webhook-url-form';
import { WebhookVerifySnippet } from './webhook-verify-snippet';

/** Signed webhooks on the API page (decision 030): where they go, the secret, a test, the log. */
export function WebhooksPanel() {
  const { t } = useTranslation('settings');
  const settings = useWebhookSettings();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mb="md"
      component="section"
      aria-labelledby="webhooks-title"
    >
      <Title order={2} size="h4" mb="xs" id="webhooks-title">
        {t('webhooks.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('webhooks.hint')}
      </Text>
      <ApiErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
      {settings.isPending ? (
        <Skeleton height={160} />
      ) : settings.data ? (
        <Stack gap="lg">
          <WebhookUrlForm key={settings.data.api_url ?? ''} settings={settings.data} />
          <Divider />
          <WebhookEventTypesForm settings={settings.data} />
          <Divider />
          <div>
            <WebhookSecretField masked={settings.data.signing_secret} />
          </div>
          <Divider />
          <div>
            <WebhookTestButton disabled={!settings.data.api_url} />
          </div>
          <Divider />
          <section aria-labelledby="webhook-log-title">
            <Title order={3} size="h5" mb="xs" id="webhook-log-title">
              {t('webhooks.logTitle')}
            </Title>
            <WebhookDeliveriesTable />
          </section>
          <Divider />
          <WebhookVerifySnippet />
        </Stack>
      ) : null}
    </Paper>
  );
}
