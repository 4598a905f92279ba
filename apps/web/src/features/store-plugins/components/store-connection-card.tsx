import type { StoreConnection } from '@courier/contracts';
import { Badge, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { SecretField } from '@/components/ui/secret-field';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useChangeStoreSecret } from '../api/change-store-secret';
import { useDeleteStoreConnection } from '../api/delete-store-connection';
import { useRevealStoreSecret, useRevealedStoreSecret } from '../api/reveal-store-secret';
import { SetupSteps } from './setup-steps';
import { StoreSecretDialog } from './store-secret-dialog';
import { StoreWriteBackDialog } from './store-write-back-dialog';
import { StoreWriteBackLog } from './store-write-back-log';

const mono = { input: { fontFamily: 'monospace' } };

/** One store: its webhook URL, the signing secret (masked, reveal, copy, rotate or paste), setup, delete. */
export function StoreConnectionCard({ connection }: { connection: StoreConnection }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const reveal = useRevealStoreSecret(connection.id);
  const revealed = useRevealedStoreSecret(connection.id);
  const change = useChangeStoreSecret();
  const remove = useDeleteStoreConnection();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState<'rotate' | 'delete' | 'paste' | 'writeBack' | null>(null);
  const url = `${window.location.origin}${connection.webhook_path}`;
  const shopify = connection.platform === 'shopify';
  const platform = t(`plugins.platforms.${connection.platform}`);

  const onReveal = async () => {
    if (shown) return setShown(false);
    try {
      if (!revealed) await reveal.mutateAsync();
      setShown(true);
    } catch {
      // Shown by the alert below.
    }
  };

  const onRotate = async () => {
    try {
      await change.mutateAsync({ id: connection.id });
      toast.success(t('plugins.rotated'));
    } catch {
      // Shown by the alert below.
    } finally {
      setAsking(null);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(connection.id);
      toast.success(t('plugins.deleted'));
    } catch {
      setAsking(null);
    }
  };

  // Shopify chooses its own key (the merchant pastes it); every store may be disconnected.
  const otherActions = (
    <>
      {shopify && (
        <Button
          variant="light"
          size="xs"
          onClick={() => setAsking('paste')}
          leftSection={<IconKey size={14} aria-hidden="true" />}
        >
          {t('plugins.paste')}
        </Button>
      )}
      <Button
        variant="outline"
        color="red.9"
        size="xs"
        onClick={() => setAsking('delete')}
        leftSection={<IconTrash size={14} aria-hidden="true" />}
      >
        {t('plugins.delete')}
      </Button>
    </>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md" component="section">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {connection.name ?? platform}
        </Title>
        {connection.name && <Badge variant="light">{platform}</Badge>}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {`${t('plugins.created', { count: connection.orders_created })}${t('plugins.and')}${t('plugins.waiting', { count: connection.orders_waiting })}`}
        {connection.last_received_at &&
          ` · ${t('plugins.lastReceived', { date: formatDateTime(connection.last_received_at, lang) })}`}
      </Text>
      <ApiErrorAlert error={reveal.error ?? change.error ?? remove.error} />
      <TextInput label={t('plugins.url')} value={url} readOnly dir="ltr" styles={mono} />
      <Group gap="xs" mt="xs" mb="md">
        <CopyTextButton value={url} label={t('plugins.copyUrl')} />
      </Group>
      {connection.signing_secret === null ? (
        <>
          <Text size="sm" mb="xs">
            {t('plugins.noSecret')}
          </Text>
          <Group gap="xs" mt="xs">
            {otherActions}
          </Group>
        </>
      ) : (
        <SecretField
          label={t('plugins.secret')}
          masked={connection.signing_secret}
          value={shown && revealed ? revealed : null}
          revealing={reveal.isPending}
          onToggle={() => void onReveal()}
          onRotate={shopify ? undefined : () => setAsking('rotate')}
          texts={{
            reveal: t('plugins.reveal'),
            hide: t('plugins.hide'),
            copy: t('plugins.copySecret'),
            rotate: t('plugins.rotate'),
          }}
        >
          {otherActions}
        </SecretField>
      )}
      <Text size="sm" mt="md">
        {connection.write_back.enabled
          ? t('plugins.writeBack.on', { url: connection.write_back.store_url ?? '' })
          : t('plugins.writeBack.off')}
      </Text>
      <Button
        variant="light"
        size="xs"
        mt="xs"
        onClick={() => setAsking('writeBack')}
        leftSection={<IconRefresh size={14} aria-hidden="true" />}
      >
        {t('plugins.writeBack.title')}
      </Button>
      {connection.write_back.enabled && <StoreWriteBackLog id={connection.id} />}
      <SetupSteps platform={connection.platform} />
      {asking === 'writeBack' && (
        <StoreWriteBackDialog connection={connection} onClose={() => setAsking(null)} />
      )}
      {asking === 'paste' && <StoreSecretDialog id={connection.id} onClose={() => setAsking(null)} />}
      <ConfirmDialog
        opened={asking === 'rotate'}
        title={t('plugins.rotateTitle')}
        message={t('plugins.rotateMessage')}
        confirmLabel={t('plugins.rotate')}
        danger
        pending={change.isPending}
        onConfirm={() => void onRotate()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('plugins.deleteTitle')}
        message={t('plugins.deleteMessage')}
        confirmLabel={t('plugins.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
