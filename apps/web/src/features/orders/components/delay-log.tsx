import type { DelayLogEntry } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n';
import { useDelayLog } from '../api/get-delay-log';
import { formatDateTime, formatDay } from '@/lib/format';

/** The delay requests of one order (POST order/delay-log), newest first. */
export function DelayLog({ code }: { code: string }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const log = useDelayLog(code);
  const columns: DataTableColumn<DelayLogEntry>[] = [
    {
      key: 'date',
      header: t('fields.delayDate'),
      rowHeader: true,
      nowrap: true,
      cell: (e) => formatDay(e.delay_date, lang),
    },
    { key: 'reason', header: t('delayLog.reason'), cell: (e) => e.reason },
    { key: 'notes', header: t('fields.notes'), cell: (e) => e.notes },
    { key: 'by', header: t('log.by'), cell: (e) => e.by },
    {
      key: 'when',
      header: t('delayLog.requestedAt'),
      nowrap: true,
      cell: (e) => formatDateTime(e.created_at, lang),
    },
  ];
  return (
    <DataTable<DelayLogEntry, number>
      caption={t('delayLog.title')}
      columns={columns}
      rows={log.data}
      rowKey={(e) => e.id}
      loading={log.isPending}
      error={log.error}
      onRetry={() => void log.refetch()}
      emptyText={t('delayLog.empty')}
    />
  );
}
