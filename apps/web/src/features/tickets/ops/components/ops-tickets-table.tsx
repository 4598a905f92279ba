import type { OpsTicket } from '@courier/contracts';
import { DataTable, type DataTablePaging } from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { opsTicketColumns } from './ops-ticket-columns';

interface OpsTicketsTableProps {
  rows: readonly OpsTicket[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  ticketHref: (id: number) => string;
}

/** The queue: earliest due first; new, waiting and overdue tickets marked. */
export function OpsTicketsTable({ rows, loading, error, onRetry, paging, ticketHref }: OpsTicketsTableProps) {
  const { t } = useTranslation('ops-tickets');
  const lang = useLanguage();
  const columns = opsTicketColumns({ t, lang, ticketHref });
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={rows}
      rowKey={(ticket) => ticket.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('empty')}
      paging={paging}
    />
  );
}
