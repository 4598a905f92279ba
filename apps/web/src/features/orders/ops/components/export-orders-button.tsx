import { DownloadButton } from '@/components/ui/download-button';
import { useTranslation } from '@/lib/use-translation';
import { exportOpsOrders } from '../api/export-ops-orders';

/** The desk's filtered orders as xlsx (issue 36 §8): the same filters as the list, streamed. */
export function ExportOrdersButton({ filters, day }: { filters: Record<string, string>; day: string }) {
  const { t } = useTranslation('ops-dashboard');
  return (
    <DownloadButton
      texts={{
        button: t('export.button'),
        preparing: t('export.preparing'),
        receiving: (received) => t('export.receiving', { received }),
        cancel: t('export.cancel'),
        done: t('export.done'),
        fileName: t('export.fileName', { name: 'orders', day }),
      }}
      download={(options) => exportOpsOrders(filters, options)}
    />
  );
}
