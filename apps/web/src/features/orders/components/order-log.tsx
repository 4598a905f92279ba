import {
  orderActionLabelKey,
  orderActions,
  translate,
  type OrderAction,
  type OrderLogEntry,
} from '@courier/contracts';
import { Group, List, Text } from '@mantine/core';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLanguage } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';

interface OrderLogTableProps {
  caption: string;
  entries: readonly OrderLogEntry[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  paging: DataTablePaging;
}

const isOrderAction = (action: string): action is OrderAction =>
  (orderActions as readonly string[]).includes(action);

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The order log (GET order/log): who did what and when, with the status change and edited fields. */
export function OrderLogTable({ entries, ...props }: OrderLogTableProps) {
  const { t } = useTranslation(['orders', 'common']);
  const lang = useLanguage();
  const none = t('common:none');

  const actionLabel = (action: string) =>
    isOrderAction(action)
      ? translate(orderActionLabelKey(action), lang)
      : t(`log.actions.${action}`, { defaultValue: action });

  const columns: DataTableColumn<OrderLogEntry>[] = [
    {
      key: 'when',
      header: t('log.when'),
      nowrap: true,
      rowHeader: true,
      cell: (e) => formatDateTime(e.created_at, lang),
    },
    { key: 'action', header: t('log.action'), nowrap: true, cell: (e) => actionLabel(e.action) },
    {
      key: 'status',
      header: t('log.statusChange'),
      nowrap: true,
      cell: (e) =>
        e.to_status === null ? null : e.from_status === null || e.from_status === e.to_status ? (
          <StatusBadge kind="order" code={e.to_status} />
        ) : (
          <Group gap={4} wrap="nowrap">
            <StatusBadge kind="order" code={e.from_status} />
            <IconArrowNarrowRight
              size={16}
              className="mantine-rotate-rtl"
              aria-label={t('log.to')}
              role="img"
            />
            <StatusBadge kind="order" code={e.to_status} />
          </Group>
        ),
    },
    {
      key: 'changes',
      header: t('log.changes'),
      cell: (e) =>
        e.changes && Object.keys(e.changes).length > 0 ? (
          <List size="sm" spacing={2} listStyleType="none" p={0}>
            {Object.entries(e.changes).map(([field, change]) => (
              <List.Item key={field}>
                <Text span size="sm" fw={600}>
                  {t(`log.fields.${field}`, { defaultValue: field })}
                </Text>
                {t('log.changeFromTo', { from: shown(change.from) || none, to: shown(change.to) || none })}
              </List.Item>
            ))}
          </List>
        ) : null,
    },
    { key: 'note', header: t('log.note'), cell: (e) => e.note },
    { key: 'by', header: t('log.by'), cell: (e) => e.by },
  ];

  return (
    <DataTable<OrderLogEntry, number>
      {...props}
      rows={entries}
      columns={columns}
      rowKey={(e) => e.id}
      emptyText={t('log.empty')}
    />
  );
}
