import {
  opsTicketListResponseSchema,
  opsTicketShowResponseSchema,
  staffListResponseSchema,
} from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsTicketKeys, type OpsTicketListParams } from './ops-ticket-keys';

/** `GET /api/ops/tickets?status&assigned&page&perPage`: the queue, the earliest due first. */
export function useOpsTickets(params: OpsTicketListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsTicketKeys.list(params, lang),
    queryFn: ({ signal }) =>
      opsApi.get('tickets', {
        query: { page: params.page, perPage: params.perPage, ...params.filters },
        schema: opsTicketListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/ops/tickets/show?ticket_id`: the ticket, its replies (newest first), its log and its order or mission. */
export function useOpsTicket(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsTicketKeys.show(id, lang),
    queryFn: ({ signal }) =>
      opsApi.get('tickets/show', { query: { ticket_id: id }, schema: opsTicketShowResponseSchema, signal }),
  });
}

/** `GET /api/ops/staff?role=support`: who a ticket can be assigned to (admins pass every desk too). */
export function useSupportAgents() {
  return useQuery({
    queryKey: opsTicketKeys.agents,
    queryFn: ({ signal }) => opsApi.get('staff', { schema: staffListResponseSchema, signal }),
    select: (data) => data.feed.filter((s) => s.role === 'support' || s.role === 'admin'),
    staleTime: 5 * 60_000,
  });
}

/** An attachment through the desk's authenticated route (`/api/ops/files/{id}`). */
export const downloadOpsFile = (url: string) => opsApi.download(url);
