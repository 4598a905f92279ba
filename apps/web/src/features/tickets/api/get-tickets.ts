import {
  inquiryTypesResponseSchema,
  ticketInstructionsResponseSchema,
  ticketListResponseSchema,
  ticketLogResponseSchema,
  ticketShowResponseSchema,
  ticketTypesResponseSchema,
} from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { ticketKeys } from './ticket-keys';

export interface TicketListQuery {
  page: number;
  perPage: number;
  status?: number | undefined;
  seen_by_client?: 0 | 1 | undefined;
}

/** `GET ticket/get?status&page&seen_by_client` (feed.data). */
export function useTickets(query: TicketListQuery) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ticketKeys.list({ ...query }, lang),
    queryFn: ({ signal }) =>
      api.get('ticket/get', { query: { ...query }, schema: ticketListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET ticket/show?ticket_id`: replies newest first; the server marks them seen. */
export function useTicket(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ticketKeys.show(id, lang),
    queryFn: ({ signal }) =>
      api.get('ticket/show', { query: { ticket_id: id }, schema: ticketShowResponseSchema, signal }),
  });
}

/** `GET ticket/log?ticket_id` (feed.logs). */
export function useTicketLog(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ticketKeys.log(id, lang),
    queryFn: ({ signal }) =>
      api.get('ticket/log', { query: { ticket_id: id }, schema: ticketLogResponseSchema, signal }),
  });
}

export function useComplaintTypes() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ticketKeys.types('complaint', lang),
    queryFn: ({ signal }) => api.get('ticket/complains-types', { schema: ticketTypesResponseSchema, signal }),
    staleTime: Infinity,
  });
}

export function useInquiryTypes() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ticketKeys.types('inquiry', lang),
    queryFn: ({ signal }) =>
      api.get('ticket/inquiries-types', { schema: inquiryTypesResponseSchema, signal }),
    staleTime: Infinity,
  });
}

export function useTicketInstructions() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ticketKeys.instructions(lang),
    queryFn: ({ signal }) =>
      api.get('ticket/ticket-instructions', { schema: ticketInstructionsResponseSchema, signal }),
    staleTime: Infinity,
  });
}

/** An attachment through the authenticated route (`files/{id}`). */
export const downloadTicketFile = (url: string) => apiDownload(url);
