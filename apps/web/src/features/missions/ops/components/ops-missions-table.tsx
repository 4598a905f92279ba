import type { Mission, OpsMissionStatusResponse } from '@courier/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/i18n';
import { missionColumns } from '../../components/mission-columns';
import { deskMoves, MoveMissionsDialog, type DeskMove } from './move-missions-dialog';

interface OpsMissionsTableProps {
  rows: readonly Mission[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  /** Where a client's name links to (the clients desk). */
  clientHref: (clientId: number) => string;
}

/** Every client's missions with selection; the toolbar moves the selected ones. */
export function OpsMissionsTable({
  rows,
  loading,
  error,
  onRetry,
  paging,
  clientHref,
}: OpsMissionsTableProps) {
  const { t } = useTranslation('ops-missions');
  const lang = useLanguage();
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState<DeskMove | null>(null);

  const done = (result: OpsMissionStatusResponse['feed']) => {
    setMoving(null);
    setSelected((ids) => ids.filter((id) => !result.updated.includes(id)));
    if (result.updated.length > 0) toast.success(t('moved', { count: result.updated.length }));
    for (const refusal of result.refused) {
      const code = rows?.find((m) => m.id === refusal.id)?.code ?? refusal.id;
      toast.failure(`${code}: ${refusal.error_msg}`);
    }
  };

  const shared = missionColumns({
    headers: {
      code: t('columns.code'),
      type: t('columns.type'),
      status: t('columns.status'),
      due: t('columns.dueDate'),
      captain: t('columns.captain'),
      address: t('columns.address'),
      orders: t('columns.orders'),
    },
    lang,
  });
  // The desk's list: the shared mission columns and the client's name. A new column is one entry here.
  const columns: DataTableColumn<Mission>[] = [
    shared.code,
    {
      key: 'client',
      header: t('columns.client'),
      width: 9,
      text: (m) => m.client.name,
      cell: (m) => (
        <Text component={Link} to={clientHref(m.client.id)} size="sm" c="blue.9" td="underline">
          {m.client.name}
        </Text>
      ),
    },
    shared.type,
    shared.status,
    shared.captain,
    shared.due,
    shared.address,
    shared.orders,
  ];

  return (
    <>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('empty')}
        paging={paging}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (m) => t('selectRow', { code: m.code }),
          toolbar: (
            <Group gap="xs" wrap="wrap">
              {deskMoves.map((status) => (
                <Button
                  key={status}
                  size="compact-sm"
                  variant={status.startsWith('canceled') ? 'outline' : 'filled'}
                  color={status.startsWith('canceled') ? 'red.9' : 'blue.8'}
                  onClick={() => setMoving(status)}
                >
                  {t(`moves.${status}`)}
                </Button>
              ))}
            </Group>
          ),
        }}
      />
      {moving && selected.length > 0 && (
        <MoveMissionsDialog ids={selected} status={moving} onClose={() => setMoving(null)} onDone={done} />
      )}
    </>
  );
}
