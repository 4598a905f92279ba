import { DataTable } from '@/components/ui/data-table';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useCashReport } from '../api/get-cash-report';
import { MoneyText } from './money-text';

/** One captain's cash per day over the last two weeks. */
export function CashReport({ captainId }: { captainId: number }) {
  const { t } = useTranslation('ops-captains');
  const lang = useLanguage();
  const report = useCashReport(captainId);
  return (
    <DataTable
      caption={t('reportCaption')}
      rows={report.data?.feed}
      rowKey={(d) => d.day}
      loading={report.isPending}
      error={report.error}
      onRetry={() => void report.refetch()}
      emptyText={t('reportEmpty')}
      columns={[
        {
          key: 'day',
          header: t('fields.day'),
          rowHeader: true,
          card: 'title',
          nowrap: true,
          cell: (d) => formatDay(d.day, lang),
        },
        { key: 'hand_ins', header: t('fields.handIns'), nowrap: true, cell: (d) => d.hand_ins },
        { key: 'orders', header: t('fields.orders'), nowrap: true, cell: (d) => d.orders },
        {
          key: 'expected',
          header: t('fields.expected'),
          nowrap: true,
          cell: (d) => <MoneyText value={d.expected} />,
        },
        {
          key: 'handed',
          header: t('fields.handed'),
          nowrap: true,
          cell: (d) => <MoneyText value={d.handed} />,
        },
        {
          key: 'shortage',
          header: t('fields.shortage'),
          nowrap: true,
          cell: (d) => <MoneyText value={d.shortage} />,
        },
        {
          key: 'surplus',
          header: t('fields.surplus'),
          nowrap: true,
          cell: (d) => <MoneyText value={d.surplus} />,
        },
        {
          key: 'open',
          header: t('fields.openDifference'),
          nowrap: true,
          cell: (d) => <MoneyText value={d.open_difference} />,
        },
      ]}
    />
  );
}
