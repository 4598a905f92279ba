import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSocketEvent } from '@/lib/socket';
import { ticketKeys } from './ticket-keys';

const events = ['ticket:reply', 'ticket:changed', 'ticket:seen'] as const;

/** Live: a desk reply or change refreshes the tickets and the unread badge (socket events `ticket:*`). */
export function useTicketEvents() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ticketKeys.all });
    const offs = events.map((event) => onSocketEvent(event, refresh));
    return () => offs.forEach((off) => off());
  }, [client]);
}
