import { cairoDay, type OpsOrder } from '@courier/contracts';
import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { usePageInRange, useListUrlState } from '@/lib/list-url-state';
import { getAllOpsOrders } from '@/features/orders/ops/api/get-all-ops-orders';
import { opsOrderFilterFields, useOpsOrders } from '@/features/orders/ops/api/get-ops-orders';
import { ExportOrdersButton } from '@/features/orders/ops/components/export-orders-button';
import { MoveOrdersDialog } from '@/features/orders/ops/components/move-orders-dialog';
import { OrderAttemptsDialog } from '@/features/orders/ops/components/order-attempts-dialog';
import { OpsOrderFilters } from '@/features/orders/ops/components/ops-order-filters';
import { OpsOrdersTable } from '@/features/orders/ops/components/ops-orders-table';
import { ScanPanel } from '@/features/orders/ops/components/scan/scan-panel';
import { opsPaths } from '@/config/ops-paths';

const none = { codes: [], rows: [] };

/** /ops/orders: search every client's orders, select some, move them (issue 7 §2). */
export function OpsOrdersPage() {
  const { t } = useTranslation('ops-orders');
  // The selected codes and their rows, every page's (this page, "select every result"), as the table kit
  // hands them: the move dialog's negative-net warning counts every selected order, not this page's.
  const [selection, setSelection] = useState<{ codes: string[]; rows: OpsOrder[] }>(none);
  const selected = selection.codes;
  const [moving, setMoving] = useState(false);
  const [attemptsOf, setAttemptsOf] = useState<string | null>(null);
  const list = useListUrlState(opsOrderFilterFields, { onChange: () => setSelection(none) });
  const orders = useOpsOrders(list.filters, list.page, list.perPage);
  usePageInRange(list.page, list.perPage, orders.data?.feed_count);

  const moveButton = (
    <Button
      leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
      size="xs"
      onClick={() => setMoving(true)}
    >
      {t('orders.moveSelected', { count: selected.length })}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('orders.title')}>
        <ExportOrdersButton filters={list.filters} day={cairoDay(new Date())} />
      </PageHeader>
      <ScanPanel runSheetPath={opsPaths.runSheets.path} />
      <OpsOrderFilters values={list.filters} onApply={list.setFilters} />
      <OpsOrdersTable
        orders={orders.data?.feed}
        loading={orders.isFetching}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        paging={list.paging(orders.data?.feed_count ?? 0)}
        onShowAttempts={setAttemptsOf}
        selection={{
          selected,
          onChange: (codes, rows) => setSelection({ codes, rows }),
          rowLabel: (o: OpsOrder) => t('orders.selectRow', { code: o.code }),
          loadAll: () => getAllOpsOrders(list.filters),
          toolbar: moveButton,
        }}
      />
      <OrderAttemptsDialog code={attemptsOf} onClose={() => setAttemptsOf(null)} />
      {moving && (
        <MoveOrdersDialog
          codes={selected}
          orders={selection.rows}
          onClose={() => setMoving(false)}
          onMoved={(updated) =>
            setSelection((now) => ({
              codes: now.codes.filter((c) => !updated.includes(c)),
              rows: now.rows.filter((r) => !updated.includes(r.code)),
            }))
          }
        />
      )}
    </>
  );
}
