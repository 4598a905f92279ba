import type { Mission } from '@courier/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { missionTypeName } from '../utils/labels';
import { missionDetailsPath } from '../utils/mission-paths';
import { MissionActions } from './mission-actions';

interface MissionsTableProps {
  caption: string;
  missions: readonly Mission[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  paging?: DataTablePaging;
}

/** Missions as rows (the five lists): the code opens the details, the last cell holds the actions. */
export function MissionsTable({ missions, ...props }: MissionsTableProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const columns: DataTableColumn<Mission>[] = [
    {
      key: 'code',
      header: t('fields.code'),
      rowHeader: true,
      nowrap: true,
      cell: (m) => (
        <Anchor component={Link} to={missionDetailsPath(m.id)} fw={600} dir="ltr">
          {m.code}
        </Anchor>
      ),
    },
    { key: 'type', header: t('fields.type'), nowrap: true, cell: (m) => missionTypeName(m.type, lang) },
    {
      key: 'status',
      header: t('fields.status'),
      nowrap: true,
      cell: (m) => <StatusBadge kind="mission" code={m.status} />,
    },
    {
      key: 'due',
      header: t('fields.dueDate'),
      nowrap: true,
      cell: (m) => (m.due_date ? formatDay(m.due_date, lang) : null),
    },
    {
      key: 'executed',
      header: t('fields.executionDate'),
      nowrap: true,
      cell: (m) => (m.execution_date ? formatDateTime(m.execution_date, lang) : null),
    },
    {
      key: 'captain',
      header: t('fields.captain'),
      cell: (m) => (m.captain ? <bdi>{m.captain.name}</bdi> : null),
    },
    {
      key: 'address',
      header: t('fields.address'),
      cell: (m) => (m.address ? <bdi>{m.address.title}</bdi> : null),
    },
    { key: 'orders', header: t('fields.ordersCount'), nowrap: true, cell: (m) => String(m.orders_count) },
    {
      key: 'created',
      header: t('fields.createdAt'),
      nowrap: true,
      cell: (m) => formatDateTime(m.created_at, lang),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      nowrap: true,
      pinned: true,
      cell: (m) => <MissionActions mission={m} variant="menu" />,
    },
  ];
  return <DataTable<Mission, number> {...props} rows={missions} columns={columns} rowKey={(m) => m.id} />;
}
