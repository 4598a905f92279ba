import { handInStateLabelKey, translate, type HandIn } from '@courier/contracts';
import { Badge, Button } from '@mantine/core';
import { DataTable, type DataTablePaging } from '@/components/ui/data-table';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { MoneyText } from './money-text';

const stateColor = { balanced: 'green', short: 'red', surplus: 'orange', declared: 'blue' } as const;

interface HandInsTableProps {
  rows: readonly HandIn[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  emptyText: string;
  onSettle: (handIn: HandIn) => void;
  /** A declaration from the captain's app: count the cash (decision 066). */
  onConfirm: (handIn: HandIn) => void;
}

/** Hand-ins, newest first: a shortage or surplus is flagged until it is settled. */
export function HandInsTable({
  rows,
  loading,
  error,
  onRetry,
  paging,
  emptyText,
  onSettle,
  onConfirm,
}: HandInsTableProps) {
  const { t } = useTranslation('ops-captains');
  const lang = useLanguage();
  return (
    <DataTable
      caption={t('handInsCaption')}
      rows={rows}
      rowKey={(h) => h.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      paging={paging}
      columns={[
        {
          key: 'captain',
          header: t('fields.captain'),
          rowHeader: true,
          card: 'title',
          cell: (h) => h.captain,
        },
        {
          key: 'state',
          header: t('fields.state'),
          card: 'badge',
          nowrap: true,
          cell: (h) => (
            <Badge
              color={stateColor[h.state]}
              c={`${stateColor[h.state]}.9`}
              bg={`${stateColor[h.state]}.0`}
              variant="light"
            >
              {translate(handInStateLabelKey(h.state), lang)}
              {h.state !== 'balanced' && h.state !== 'declared' && h.settled_at
                ? ` · ${t('state.settled')}`
                : ''}
            </Badge>
          ),
        },
        { key: 'day', header: t('fields.day'), nowrap: true, cell: (h) => formatDay(h.handed_on, lang) },
        { key: 'orders', header: t('fields.orders'), nowrap: true, cell: (h) => h.orders_count },
        {
          key: 'expected',
          header: t('fields.expected'),
          nowrap: true,
          cell: (h) => <MoneyText value={h.expected} />,
        },
        {
          key: 'handed',
          header: t('fields.handed'),
          nowrap: true,
          cell: (h) => <MoneyText value={h.handed} />,
        },
        {
          key: 'difference',
          header: t('fields.difference'),
          nowrap: true,
          cell: (h) => <MoneyText value={h.difference} />,
        },
        { key: 'note', header: t('fields.note'), cell: (h) => h.settle_note ?? h.note },
        {
          key: 'actions',
          header: t('fields.actions'),
          card: 'actions',
          cell: (h) =>
            h.state === 'declared' ? (
              <Button size="xs" onClick={() => onConfirm(h)}>
                {t('actions.confirm')}
              </Button>
            ) : h.state !== 'balanced' && !h.settled_at ? (
              <Button size="xs" variant="light" onClick={() => onSettle(h)}>
                {t('actions.settle')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
