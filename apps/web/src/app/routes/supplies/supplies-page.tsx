import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { SupplyExportButton } from '@/features/supplies/components/export-button';
import { SuppliesTable } from '@/features/supplies/components/supplies-table';

/** `/supplies`: the merchant's supply statements, linked from the dashboard's balance. */
export function SuppliesPage() {
  const { t } = useTranslation(['shell', 'supplies']);
  return (
    <>
      <PageHeader title={t('pages.supplies')}>
        <SupplyExportButton />
      </PageHeader>
      <Text mb="md" maw={720}>
        {t('supplies:intro')}
      </Text>
      <SuppliesTable />
    </>
  );
}
