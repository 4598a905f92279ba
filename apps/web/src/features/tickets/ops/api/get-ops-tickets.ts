import { opsTicketListResponseSchema } from '@courier/contracts';
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
