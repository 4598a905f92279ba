import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { OrdersReportForm } from '@/features/order-export/components/orders-report-form';

/** `/reports/AllOrders`: the orders of a date range as an Excel file. */
export function OrdersReportPage() {
  const { t } = useTranslation(['shell', 'order-files']);
  return (
    <>
      <PageTitle>{t('pages.reportsAllOrders')}</PageTitle>
      <Text mb="md" maw={720}>
        {t('order-files:report.intro')}
      </Text>
      <OrdersReportForm />
    </>
  );
}
