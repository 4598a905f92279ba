import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useStoreConnections } from '../api/get-store-connections';
import { NewConnectionForm } from './new-connection-form';
import { StoreConnectionCard } from './store-connection-card';

/** The merchant's store connections and the form for a new one. */
export function StoreConnections() {
  const { t } = useTranslation('settings');
  const connections = useStoreConnections();
  return (
    <>
      <Text size="sm" mb="md">
        {t('plugins.intro')}
      </Text>
      {connections.isPending ? (
        <Skeleton height={120} mb="md" />
      ) : connections.error ? (
        <ApiErrorAlert error={connections.error} onRetry={() => void connections.refetch()} />
      ) : connections.data.length === 0 ? (
        <Text size="sm" c="dimmed" mb="md">
          {t('plugins.none')}
        </Text>
      ) : (
        connections.data.map((c) => <StoreConnectionCard key={c.id} connection={c} />)
      )}
      <NewConnectionForm />
    </>
  );
}
