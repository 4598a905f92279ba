import { Code, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useStoreDeliveries } from '../api/get-store-deliveries';

/**
 * The write-back's latest calls to the store (decision 075), newest first: the step, whether that
 * attempt wrote it or will be retried, the store's answer code and its error.
 */
export function StoreWriteBackLog({ id }: { id: number }) {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const log = useStoreDeliveries(id);
  return (
    <DataTable
      caption={t('plugins.writeBack.logCaption')}
      rows={log.data?.data}
      rowKey={(d) => d.id}
      loading={log.isFetching}
      error={log.error}
      onRetry={() => void log.refetch()}
      emptyText={t('plugins.writeBack.logEmpty')}
      columns={[
        {
          key: 'at',
          header: t('plugins.writeBack.attemptedAt'),
          rowHeader: true,
          nowrap: true,
          cell: (d) => formatDateTime(d.attempted_at, lang),
        },
        {
          key: 'step',
          header: t('plugins.writeBack.step'),
          nowrap: true,
          cell: (d) => <Code dir="ltr">{d.type}</Code>,
        },
        {
          key: 'status',
          header: t('plugins.writeBack.outcome'),
          nowrap: true,
          cell: (d) => t(`plugins.writeBack.status.${d.event_status}`),
        },
        {
          key: 'code',
          header: t('plugins.writeBack.statusCode'),
          nowrap: true,
          cell: (d) => (d.status_code === null ? null : <span dir="ltr">{d.status_code}</span>),
        },
        {
          key: 'answer',
          header: t('plugins.writeBack.answer'),
          cell: (d) => (
            <Text span size="xs" ff="monospace" dir="ltr" lineClamp={2} style={{ wordBreak: 'break-all' }}>
              {d.error ?? d.response_excerpt}
            </Text>
          ),
        },
      ]}
    />
  );
}
