import type { Ticket } from '@courier/contracts';
import { Anchor, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { useTickets } from '@/features/tickets/api/get-tickets';
import { useTicketEvents } from '@/features/tickets/api/use-ticket-events';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';
import { UnreadBadge } from '@/components/tickets/ticket-thread';

const perPage = 20;

/** `/tickets`: the client's tickets by status, unread ones marked (spec §2 implied screens). */
export function TicketsListPage() {
  const { t } = useTranslation(['tickets', 'shell']);
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const list = useTickets({ page, perPage, status: status === 'all' ? undefined : Number(status) });
  useTicketEvents();
  const feed = list.data?.feed;
  const columns: DataTableColumn<Ticket>[] = [
    {
      key: 'code',
      header: t('list.code'),
      rowHeader: true,
      nowrap: true,
      cell: (ticket) => (
        <Anchor
          component={Link}
          to={`/tickets/${ticket.id}`}
          fw={ticket.seen_by_client === 0 ? 700 : undefined}
        >
          {ticket.code}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('list.status'),
      card: 'badge',
      cell: (ticket) => <TicketStatusBadge status={ticket.status} label={ticket.status_name} />,
    },
    {
      key: 'subject',
      header: t('list.subject'),
      cell: (ticket) => (
        <Group gap="xs">
          <Text size="sm" dir="auto" fw={ticket.seen_by_client === 0 ? 700 : undefined}>
            {ticket.subject}
            {ticket.entity_code ? ` · ${ticket.entity_code}` : ''}
          </Text>
          <UnreadBadge count={ticket.unread_replies} />
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('shell:pages.tickets')}>
        <Button component={Link} to="/tickets/new">
          {t('list.new')}
        </Button>
      </PageHeader>
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        aria-label={t('list.filter')}
        data={[
          { value: 'all', label: t('list.all') },
          { value: '0', label: t('status.0') },
          { value: '1', label: t('status.1') },
          { value: '2', label: t('status.2') },
        ]}
      />
      <DataTable
        caption={t('shell:pages.tickets')}
        columns={columns}
        rows={feed?.data}
        rowKey={(ticket) => ticket.id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('list.empty')}
        paging={feed ? { page, perPage, total: feed.total, onPageChange: setPage } : undefined}
      />
    </>
  );
}
