import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { opsTicketPath } from '@/config/ops-paths';
import { useOpsTickets } from '@/features/tickets/ops/api/get-ops-tickets';
import { useOpsTicketEvents } from '@/features/tickets/ops/api/use-ops-ticket-events';
import {
  OpsTicketFilters,
  opsTicketFilterFields,
} from '@/features/tickets/ops/components/ops-ticket-filters';
import { OpsTicketsTable } from '@/features/tickets/ops/components/ops-tickets-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';

/** /ops/tickets: the help desk's queue, the earliest due first, live on `ticket:*` pushes. */
export function OpsTicketsPage() {
  const { t } = useTranslation('ops');
  const state = useListUrlState(opsTicketFilterFields);
  const { page, perPage, filters } = state;
  const tickets = useOpsTickets({ page, perPage, filters });
  useOpsTicketEvents();
  const feed = tickets.data?.feed;
  usePageInRange(page, perPage, tickets.isPlaceholderData ? undefined : feed?.total);
  return (
    <>
      <PageHeader title={t('pages.tickets')} />
      <OpsTicketFilters key={JSON.stringify(filters)} values={filters} onApply={state.setFilters} />
      <OpsTicketsTable
        rows={feed?.data}
        loading={tickets.isPending || tickets.isPlaceholderData}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
        paging={state.paging(feed?.total ?? 0)}
        ticketHref={opsTicketPath}
      />
    </>
  );
}
