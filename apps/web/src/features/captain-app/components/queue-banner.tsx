import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { QueueState } from '../offline/action-queue';
import { actionQueue } from '../offline/use-action-queue';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** No network, how many actions wait to be sent, and what the server refused after the fact (in words). */
export function QueueBanner({ state }: { state: QueueState }) {
  const { t } = useTranslation('captain');
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  return (
    <Stack gap="xs" aria-live="polite">
      {online ? null : <Alert color="orange.9">{t('run.offline')}</Alert>}
      {state.pending.length > 0 ? (
        <Group>
          <Badge color="orange.9" size="lg" role="status">
            {t('run.waiting', { n: state.pending.length })}
          </Badge>
        </Group>
      ) : null}
      {state.refusals.map((refusal) => (
        <Alert key={refusal.key} color="red.9" role="alert">
          <Group justify="space-between" wrap="nowrap">
            <span>{t('run.refused', { code: refusal.orderCode, message: refusal.message })}</span>
            <Button size="compact-sm" variant="white" onClick={() => actionQueue.dismiss(refusal.key)}>
              {t('run.dismiss')}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
