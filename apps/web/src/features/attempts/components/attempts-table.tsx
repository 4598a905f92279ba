import type { AttemptCase } from '@courier/contracts';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { loadAllPages } from '@/components/ui/load-all-pages';
import { decideAttempts } from '../api/decide-attempts';
import { getAttempts } from '../api/get-attempts';
import { useInvalidateAttempts } from '../api/attempt-keys';
import { bulkBodies, mergeOutcomes, type BulkChoice } from '../utils/decision-body';
import { attemptColumns } from './attempt-columns';
import { BulkDecisionBar } from './bulk-decision-bar';
import { CorrectAttemptDialog } from './correct-attempt-dialog';

interface AttemptsTableProps {
  state: 'open' | 'decided';
  rows: readonly AttemptCase[] | undefined;
  days: readonly string[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
}

/**
 * The centre's list in the one table kit (decision 057): the open cases with selection and the bulk
 * decisions (retry on a day, return), a correction per row; or the last 30 days' decisions, read only.
 */
export function AttemptsTable({ state, rows, days, loading, error, onRetry, paging }: AttemptsTableProps) {
  const { t } = useTranslation('attempts');
  const lang = useLanguage();
  const invalidate = useInvalidateAttempts();
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState(false);
  const [correcting, setCorrecting] = useState<AttemptCase | null>(null);
  const open = state === 'open';

  // The whole selection in one call (up to 500 orders; more in turn): one answer, one toast.
  const decide = async (choice: BulkChoice) => {
    setPending(true);
    try {
      const outcomes = [];
      for (const body of bulkBodies(selected, choice)) outcomes.push(await decideAttempts(body));
      const { decided, refused } = mergeOutcomes(outcomes);
      if (decided.length > 0) toast.success(t('bulk.decided', { count: decided.length }));
      for (const refusal of refused) toast.failure(`${refusal.code}: ${refusal.error_msg}`);
      setSelected([]);
    } catch (failure) {
      toast.failure(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
      await invalidate();
    }
  };

  const columns: DataTableColumn<AttemptCase>[] = attemptColumns(t, lang, state, new Date());
  if (open)
    columns.push({
      key: 'actions',
      header: t('columns.actions'),
      pinned: true,
      width: 7,
      cell: (r) => (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          aria-label={t('correct.open', { code: r.code })}
          onClick={() => setCorrecting(r)}
        >
          {t('correct.button')}
        </Button>
      ),
    });

  return (
    <>
      <DataTable
        id={`attempts-${state}`}
        caption={open ? t('caption') : t('captionDecided')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.order_id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={open ? t('empty') : t('emptyDecided')}
        paging={paging}
        selection={
          open
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (r) => t('selectRow', { code: r.code }),
                loadAll: () =>
                  loadAllPages(async (page, perPage) => (await getAttempts({ state, page, perPage })).feed),
                toolbar: (
                  <BulkDecisionBar
                    count={selected.length}
                    days={days}
                    pending={pending}
                    onDecide={(choice) => void decide(choice)}
                  />
                ),
              }
            : undefined
        }
      />
      {correcting && (
        <CorrectAttemptDialog row={correcting} days={days} onClose={() => setCorrecting(null)} />
      )}
    </>
  );
}
