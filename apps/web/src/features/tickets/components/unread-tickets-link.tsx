import { ActionIcon } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { CountIndicator } from '@/components/ui/count-indicator';
import { paths } from '@/config/paths';
import { useUnreadTickets } from '../api/get-unread-tickets';
import { useTicketEvents } from '../api/use-ticket-events';

/**
 * The top bar's way to the tickets with the count of tickets holding unread desk replies
 * (`ticket/unreaded_tickets`), kept live by the `ticket:*` socket events.
 */
export function UnreadTicketsLink() {
  const { t } = useTranslation('tickets');
  const unread = useUnreadTickets();
  useTicketEvents();
  const count = unread.data?.feed.count ?? 0;
  return (
    <CountIndicator count={count} testId="tickets-unread-count">
      <ActionIcon
        component={Link}
        to={paths.tickets.path}
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={count > 0 ? t('header.unread', { count }) : t('header.label')}
      >
        <IconLifebuoy size={22} aria-hidden="true" />
      </ActionIcon>
    </CountIndicator>
  );
}
