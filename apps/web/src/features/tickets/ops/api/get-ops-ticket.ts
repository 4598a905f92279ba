import { opsTicketShowResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsTicketKeys } from './ops-ticket-keys';

/** `GET /api/ops/tickets/show?ticket_id`: the ticket, its replies (newest first), its log and its order or mission. */
export function useOpsTicket(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsTicketKeys.show(id, lang),
    queryFn: ({ signal }) =>
      opsApi.get('tickets/show', { query: { ticket_id: id }, schema: opsTicketShowResponseSchema, signal }),
  });
}
