import type { Mission } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { MissionActions } from './mission-actions';
import { missionColumns } from './mission-columns';

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
  const shared = missionColumns({
    headers: {
      code: t('fields.code'),
      type: t('fields.type'),
      status: t('fields.status'),
      due: t('fields.dueDate'),
      captain: t('fields.captain'),
      address: t('fields.address'),
      orders: t('fields.ordersCount'),
    },
    lang,
    link: true,
  });
  const columns: DataTableColumn<Mission>[] = [
    shared.code,
    shared.type,
    shared.status,
    shared.due,
    {
      key: 'executed',
      header: t('fields.executionDate'),
      nowrap: true,
      priority: 3,
      width: 9,
      cell: (m) => (m.execution_date ? formatDateTime(m.execution_date, lang) : null),
    },
    shared.captain,
    shared.address,
    shared.orders,
    {
      key: 'created',
      header: t('fields.createdAt'),
      nowrap: true,
      priority: 3,
      width: 9,
      defaultHidden: true,
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
