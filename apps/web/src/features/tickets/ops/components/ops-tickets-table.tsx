import type { OpsTicket } from '@courier/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { formatAge, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

interface OpsTicketsTableProps {
  rows: readonly OpsTicket[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  ticketHref: (id: number) => string;
}

/** The queue: earliest due first; new, waiting and overdue tickets marked. */
export function OpsTicketsTable({ rows, loading, error, onRetry, paging, ticketHref }: OpsTicketsTableProps) {
  const { t } = useTranslation('ops-tickets');
  const lang = useLanguage();
  const columns: DataTableColumn<OpsTicket>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      rowHeader: true,
      nowrap: true,
      cell: (ticket) => (
        <Anchor component={Link} to={ticketHref(ticket.id)} fw={ticket.waiting ? 700 : undefined}>
          {ticket.code}
        </Anchor>
      ),
    },
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (ticket) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" dir="auto">
            {ticket.subject}
            {ticket.entity_code ? ` · ${ticket.entity_code}` : ''}
          </Text>
          {ticket.status === 0 && ticket.assigned_user === null && (
            <Badge color="blue.9" variant="light" size="sm">
              {t('marks.new')}
            </Badge>
          )}
          {ticket.waiting === 1 && ticket.assigned_user !== null && (
            <Badge color="violet.9" variant="light" size="sm">
              {t('marks.waiting')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'client', header: t('columns.client'), cell: (ticket) => ticket.client_name },
    {
      key: 'status',
      header: t('columns.status'),
      card: 'badge',
      cell: (ticket) => <TicketStatusBadge status={ticket.status} label={ticket.status_name} />,
    },
    {
      key: 'assignee',
      header: t('columns.assignee'),
      cell: (ticket) => ticket.assigned_user?.name ?? t('nobody'),
    },
    {
      key: 'age',
      header: t('columns.age'),
      nowrap: true,
      cell: (ticket) => formatAge(ticket.created_at, lang),
    },
    {
      key: 'due',
      header: t('columns.due'),
      nowrap: true,
      cell: (ticket) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{formatDateTime(ticket.due_at, lang)}</Text>
          {ticket.overdue === 1 && (
            <Badge color="red" variant="light" size="sm">
              {t('marks.overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={rows}
      rowKey={(ticket) => ticket.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('empty')}
      paging={paging}
    />
  );
}
