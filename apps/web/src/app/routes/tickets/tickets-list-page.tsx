import { Anchor, Button, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
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
      {list.isError && !list.data ? (
        <ApiErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <LoadingBlocks heights={[48, 120, 120]} />
      ) : feed && feed.data.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Stack>
          <Table.ScrollContainer minWidth={320}>
            <Table striped highlightOnHover>
              <Table.Caption>{t('shell:pages.tickets')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.code')}</Table.Th>
                  <Table.Th>{t('list.subject')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {feed?.data.map((ticket) => (
                  <Table.Tr key={ticket.id} fw={ticket.seen_by_client === 0 ? 700 : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`/tickets/${ticket.id}`}>
                        {ticket.code}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" dir="auto">
                          {ticket.subject}
                          {ticket.entity_code ? ` · ${ticket.entity_code}` : ''}
                        </Text>
                        <UnreadBadge count={ticket.unread_replies} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <TicketStatusBadge status={ticket.status} label={ticket.status_name} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {feed && feed.last_page > 1 && (
            <Pagination total={feed.last_page} value={page} onChange={setPage} getControlProps={() => ({})} />
          )}
        </Stack>
      )}
    </>
  );
}
