import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DeskExportButton } from '@/components/ui/desk-export-button';
import { PageHeader } from '@/components/ui/page-header';
import { exportOpsSupplies } from '@/features/supplies/ops/api/export-ops-supplies';
import { SuppliesDesk } from '@/features/supplies/ops/components/supplies-desk';
import { useTranslation } from '@/lib/use-translation';

/** `/ops/supplies`: the supplies desk; its supplied orders (the chosen client's, or all) as xlsx. */
export function OpsSuppliesPage() {
  const { t } = useTranslation(['ops', 'ops-supplies']);
  const [params] = useSearchParams();
  const clientId = Number(params.get('client')) || undefined;
  return (
    <>
      <PageHeader title={t('pages.supplies')}>
        <DeskExportButton name="supplies" download={(options) => exportOpsSupplies(clientId, options)} />
      </PageHeader>
      <Text mb="md" maw={720}>
        {t('ops-supplies:intro')}
      </Text>
      <SuppliesDesk />
    </>
  );
}
