import type { WebhookDelivery } from '@courier/contracts';
import { Alert, Button, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatCount } from '@/lib/format';
import { useSendWebhookTest } from '../api/webhook-deliveries';

const succeeded = (d: WebhookDelivery) =>
  d.status_code !== null && d.status_code >= 200 && d.status_code < 300;

/** Sends a `ping` now and shows its first attempt: the receiver's status code and the time it took. */
export function WebhookTestButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('settings');
  const test = useSendWebhookTest();
  const delivery = test.data?.delivery;
  return (
    <>
      <Button
        variant="light"
        onClick={() => test.mutate()}
        loading={test.isPending}
        disabled={disabled}
        leftSection={<IconSend size={16} aria-hidden="true" />}
      >
        {t('webhooks.sendTest')}
      </Button>
      {disabled && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('webhooks.testNeedsUrl')}
        </Text>
      )}
      <ApiErrorAlert error={test.error} />
      <div role="status" aria-live="polite">
        {delivery && !test.isPending && (
          <Alert
            mt="sm"
            color={succeeded(delivery) ? 'teal' : 'red'}
            title={succeeded(delivery) ? t('webhooks.testDelivered') : t('webhooks.testFailed')}
            // The light tint's own title colour misses AA contrast; the body text colour keeps it.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">
              {delivery.status_code === null
                ? t('webhooks.testNoAnswer', { error: delivery.error ?? '' })
                : t('webhooks.testResult', {
                    code: delivery.status_code,
                    ms: formatCount(delivery.latency_ms),
                  })}
            </Text>
          </Alert>
        )}
      </div>
    </>
  );
}
