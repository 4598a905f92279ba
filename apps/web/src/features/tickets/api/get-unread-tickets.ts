import type { UnreadTicketsResponse } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

/**
 * `GET ticket/unreaded_tickets`: tickets with unread desk replies (the header badge). The top bar asks for
 * it at start, so it is typed, not parsed, and kept apart from get-tickets.ts, whose calls parse with the
 * ticket schemas (decision 006, sixth pass: no zod before the page is interactive).
 */
export function useUnreadTickets(enabled = true) {
  return useQuery({
    queryKey: ticketKeys.unread,
    queryFn: ({ signal }) => api.get<UnreadTicketsResponse>('ticket/unreaded_tickets', { signal }),
    enabled,
    staleTime: 30_000,
  });
}
