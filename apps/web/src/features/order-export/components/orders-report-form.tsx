import {
  exportOrdersBodySchema,
  orderStatusLabelKey,
  orderStatuses,
  translate,
  type OrderStatus,
} from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { DateRangeExportForm } from '@/components/ui/date-range-export-form';
import { businessDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { exportOrders } from '../api/export-orders';

/**
 * spec §7 `order/export-my-orders`: the last 30 days by default, any order status or all of them; the
 * shared date-range form checks to ≥ from, shows the download's progress and saves the xlsx.
 */
export function OrdersReportForm() {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const statuses = Object.keys(orderStatuses) as OrderStatus[];
  return (
    <DateRangeExportForm
      schema={exportOrdersBodySchema}
      ns="order-files"
      choice={{
        label: t('report.status'),
        options: [
          { value: '', label: t('report.allStatuses') },
          ...statuses.map((s) => ({
            value: String(orderStatuses[s]),
            label: translate(orderStatusLabelKey(s), lang),
          })),
        ],
      }}
      defaultValues={{ date_from: businessDay(new Date(), -29), date_to: businessDay(), type: '' }}
      onExport={exportOrders}
    />
  );
}
