import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { useBalance } from '@/features/dashboard/api/get-balance';
import { SupplyExportButton } from '@/features/supplies/components/export-button';
import { PayoutNotice } from '@/features/supplies/components/payout-notice';
import { SuppliesTable } from '@/features/supplies/components/supplies-table';

/** `/supplies`: the merchant's supply statements, linked from the dashboard's balance. */
export function SuppliesPage() {
  const { t } = useTranslation(['shell', 'supplies']);
  // The balance the dashboard reads (one query, one cache): what is owed and the day it arrives.
  const balance = useBalance();
  return (
    <>
      <PageHeader title={t('pages.supplies')}>
        <SupplyExportButton />
      </PageHeader>
      <Text mb="md" maw={720}>
        {t('supplies:intro')}
      </Text>
      <PayoutNotice balance={balance.data} />
      <SuppliesTable />
    </>
  );
}
