import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { useDownloadSupplies } from '../api/download-supplies';

/** Downloads every supply (no id) or one statement as xlsx. */
export function SupplyExportButton({ id }: { id?: number }) {
  const { t } = useTranslation('supplies');
  const download = useDownloadSupplies();
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate(id, { onError: () => toast.failure(t('exportFailed')) })}
    >
      {t('export')}
    </Button>
  );
}
