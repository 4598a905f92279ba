import type { OpsRequest } from '@courier/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { OverdueBadge } from './overdue-badge';

interface OpsRequestsTableProps {
  requests: readonly OpsRequest[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  paging: DataTablePaging;
  onAnswer: (request: OpsRequest, accept: boolean) => void;
}

/** The clients' requests; a waiting one has its accept and reject buttons, an answered one who answered. */
export function OpsRequestsTable({ requests, onAnswer, ...props }: OpsRequestsTableProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const columns: DataTableColumn<OpsRequest>[] = [
    { key: 'kind', header: t('requests.kind'), nowrap: true, cell: (r) => t(`requests.kinds.${r.kind}`) },
    {
      key: 'code',
      header: t('requests.code'),
      rowHeader: true,
      nowrap: true,
      cell: (r) => (
        <Text span fw={600} dir="ltr">
          {r.code}
        </Text>
      ),
    },
    { key: 'client', header: t('requests.client'), cell: (r) => <bdi>{r.client}</bdi> },
    {
      key: 'status',
      header: t('requests.status'),
      nowrap: true,
      cell: (r) => <StatusBadge kind="order" code={r.status} />,
    },
    {
      key: 'note',
      header: t('requests.note'),
      // What was asked in words (issue 35.5): the server's `details`, never the raw note (`type:2`).
      cell: (r) => (r.details ? <bdi>{r.details}</bdi> : null),
    },
    { key: 'by', header: t('requests.by'), cell: (r) => <bdi>{r.by}</bdi> },
    {
      key: 'at',
      header: t('requests.at'),
      nowrap: true,
      cell: (r) => (
        <>
          {formatDateTime(r.created_at, lang)} <OverdueBadge overdue={r.overdue} />
        </>
      ),
    },
    {
      key: 'answer',
      header: t('requests.answer'),
      nowrap: true,
      pinned: true,
      width: 11,
      cell: (r) =>
        r.state === 'pending' ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              color="teal.9"
              onClick={() => onAnswer(r, true)}
              aria-label={`${t('requests.accept')} ${r.code}`}
            >
              {t('requests.accept')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => onAnswer(r, false)}
              aria-label={`${t('requests.reject')} ${r.code}`}
            >
              {t('requests.reject')}
            </Button>
          </Group>
        ) : (
          <bdi>{t('requests.answeredBy', { name: r.answered_by ?? '' })}</bdi>
        ),
    },
  ];
  return (
    <DataTable<OpsRequest, number>
      {...props}
      caption={t('requests.caption')}
      emptyText={t('requests.empty')}
      rows={requests}
      columns={columns}
      rowKey={(r) => r.id}
    />
  );
}
