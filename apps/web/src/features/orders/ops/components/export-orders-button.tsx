import { Button, Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import type { TransferProgress } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { useLanguage } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import { exportOpsOrders } from '../api/export-ops-orders';

/**
 * The desk's filtered orders as xlsx (issue 36 §8): the same filters as the list; the file is saved as
 * it arrives, with the bytes received so far, and the download can be cancelled (like the merchant's).
 */
export function ExportOrdersButton({ filters, day }: { filters: Record<string, string>; day: string }) {
  const { t } = useTranslation('ops-dashboard');
  const lang = useLanguage();
  const [controller, setController] = useState<AbortController | null>(null);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const start = async () => {
    const abort = new AbortController();
    setController(abort);
    setProgress(null);
    setFailure(null);
    try {
      const file = await exportOpsOrders(filters, { signal: abort.signal, onProgress: setProgress });
      saveFile(file.blob, file.fileName ?? t('export.fileName', { day }));
      toast.success(t('export.done'));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailure(error);
    } finally {
      setController(null);
    }
  };

  return (
    <>
      {controller ? (
        <Group gap="xs" wrap="nowrap" role="status">
          <Progress value={100} animated w={120} aria-hidden="true" />
          <Text size="sm">
            {progress && progress.loaded > 0
              ? t('export.receiving', { received: formatBytes(progress.loaded, lang) })
              : t('export.preparing')}
          </Text>
          <Button size="xs" variant="default" onClick={() => controller.abort()}>
            {t('export.cancel')}
          </Button>
        </Group>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          onClick={() => void start()}
        >
          {t('export.button')}
        </Button>
      )}
      {failure ? <ApiErrorAlert error={failure} /> : null}
    </>
  );
}
