import type { OpsTicket } from '@courier/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/components/tickets/ticket-status-badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatAge, formatDateTime } from '@/lib/format';
import type { Language } from '@/lib/i18n';

interface OpsTicketColumnTexts {
  /** The desk's translator (`ops-tickets`). */
  t: (key: string) => string;
  lang: Language;
  ticketHref: (id: number) => string;
}

/**
 * The tickets desk's columns (decision 057): the code names the row, the status is the card's badge;
 * the age and the assignee fold first on a narrow table.
 */
export function opsTicketColumns({
  t,
  lang,
  ticketHref,
}: OpsTicketColumnTexts): DataTableColumn<OpsTicket>[] {
  return [
    {
      key: 'code',
      header: t('columns.code'),
      rowHeader: true,
      nowrap: true,
      width: 7,
      cell: (ticket) => (
        <Anchor component={Link} to={ticketHref(ticket.id)} fw={ticket.waiting ? 700 : undefined}>
          {ticket.code}
        </Anchor>
      ),
    },
    {
      key: 'subject',
      header: t('columns.subject'),
      width: 12,
      text: (ticket) => `${ticket.subject}${ticket.entity_code ? ` · ${ticket.entity_code}` : ''}`,
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
      width: 8,
      text: (ticket) => ticket.status_name,
      cell: (ticket) => <TicketStatusBadge status={ticket.status} label={ticket.status_name} />,
    },
    {
      key: 'assignee',
      header: t('columns.assignee'),
      priority: 3,
      cell: (ticket) => ticket.assigned_user?.name ?? t('nobody'),
    },
    {
      key: 'age',
      header: t('columns.age'),
      nowrap: true,
      priority: 3,
      cell: (ticket) => formatAge(ticket.created_at, lang),
    },
    {
      key: 'due',
      header: t('columns.due'),
      nowrap: true,
      width: 10,
      text: (ticket) => formatDateTime(ticket.due_at, lang),
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
}
