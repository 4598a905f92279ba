import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { FilterPanel } from '@/components/ui/filter-panel';
import { PageHeader } from '@/components/ui/page-header';
import { opsShipmentPath } from '@/config/ops-paths';
import { useShipments } from '@/features/tracking/ops/api/get-shipments';
import { ShipmentFormDialog } from '@/features/tracking/ops/components/shipment-form-dialog';
import { ShipmentsTable } from '@/features/tracking/ops/components/shipments-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';

const fields = ['search'] as const;

/**
 * /ops/tracking (ops, admin): the shipments of the database tracking provider, searched by code; add one,
 * then its page appends events. Merchants find them with `order/international-search` at once.
 */
export function OpsTrackingPage() {
  const { t } = useTranslation(['ops', 'ops-tracking']);
  const navigate = useNavigate();
  const state = useListUrlState(fields);
  const { page, perPage, filters } = state;
  const shipments = useShipments({ page, perPage, filters });
  usePageInRange(page, perPage, shipments.isPlaceholderData ? undefined : shipments.data?.feed_count);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader title={t('ops:pages.tracking')}>
        <Button onClick={() => setAdding(true)}>{t('ops-tracking:actions.add')}</Button>
      </PageHeader>
      <FilterPanel
        key={JSON.stringify(filters)}
        namespace="ops-tracking"
        fields={fields}
        values={filters}
        onApply={state.setFilters}
        columns={1}
        renderField={(field, form) => (
          <TextInput label={t('ops-tracking:filters.search')} dir="ltr" {...form.register(field)} />
        )}
      />
      <ShipmentsTable
        rows={shipments.data?.feed}
        loading={shipments.isPending || shipments.isPlaceholderData}
        error={shipments.error}
        onRetry={() => void shipments.refetch()}
        paging={state.paging(shipments.data?.feed_count ?? 0)}
        emptyText={state.filtered ? t('ops-tracking:noMatch') : t('ops-tracking:empty')}
        href={opsShipmentPath}
      />
      {adding && (
        <ShipmentFormDialog
          onClose={() => setAdding(false)}
          onSaved={(saved) => void navigate(opsShipmentPath(saved.id))}
        />
      )}
    </>
  );
}
