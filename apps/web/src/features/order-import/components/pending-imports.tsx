import type { CorrectImportBody } from '@courier/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useCorrectImport } from '../api/correct-import';
import { usePendingImports } from '../api/get-pending-imports';
import { GeoCorrectionTable } from './geo-correction-table';

/**
 * What still waits for the merchant's choice of place: earlier smart uploads left uncorrected and orders
 * from connected stores whose address we could not place with confidence. Each opens the same table.
 */
export function PendingImports() {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const pending = usePendingImports();
  const correct = useCorrectImport();
  const [openId, setOpenId] = useState<number | null>(null);

  if (pending.isPending || !pending.data || pending.data.length === 0)
    return pending.error ? (
      <ApiErrorAlert error={pending.error} onRetry={() => void pending.refetch()} />
    ) : null;
  const open = pending.data.find((p) => p.import_id === openId);

  const confirm = (body: CorrectImportBody) =>
    correct.mutate(body, {
      onSuccess: (result) => {
        setOpenId(null);
        toast.success(result.success_msg);
      },
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="xs">
        {t('pending.title')}
      </Title>
      {open ? (
        <GeoCorrectionTable
          key={open.import_id}
          importId={open.import_id}
          message={open.file_name}
          geos={open.unpredected_geos}
          submitting={correct.isPending}
          error={correct.error}
          onSubmit={confirm}
          onCancel={() => setOpenId(null)}
        />
      ) : (
        <Stack gap="xs">
          {pending.data.map((p) => (
            <Group key={p.import_id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={500}>
                  <bdi>{p.file_name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {t(p.kind === 'store' ? 'pending.fromStore' : 'pending.fromFile', {
                    count: p.unpredected_geos.length,
                    date: formatDateTime(p.created_at, lang),
                  })}
                </Text>
              </div>
              <Button size="xs" variant="light" onClick={() => setOpenId(p.import_id)}>
                {t('pending.choose')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
