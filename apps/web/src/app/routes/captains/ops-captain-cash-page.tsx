import type { HandIn } from '@courier/contracts';
import { SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DeskExportButton } from '@/components/ui/desk-export-button';
import { PageHeader } from '@/components/ui/page-header';
import { exportHandIns } from '@/features/captains/ops/api/export-hand-ins';
import { useCaptainList } from '@/features/captains/ops/api/get-captains';
import { useHandIns } from '@/features/captains/ops/api/get-hand-ins';
import { useCaptainCashLive } from '@/features/captains/ops/api/use-captain-cash-live';
import { CashReport } from '@/features/captains/ops/components/cash-report';
import { ConfirmDialog } from '@/features/captains/ops/components/confirm-dialog';
import { HandInForm } from '@/features/captains/ops/components/hand-in-form';
import { HandInsTable } from '@/features/captains/ops/components/hand-ins-table';
import { SettleDialog } from '@/features/captains/ops/components/settle-dialog';
import { formatMoney } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';

/**
 * /ops/captain-cash (ops, admin): at the end of a run, pick the captain, count what it hands in against the
 * COD of its delivered orders (or confirm what he declared from his app, decision 066); shortages and surpluses stay listed until settled; the captain's days.
 */
export function OpsCaptainCashPage() {
  const { t } = useTranslation(['ops', 'ops-captains']);
  const captains = useCaptainList({ page: 1, perPage: 100, filters: {} });
  const [captainId, setCaptainId] = useState<number | undefined>();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const [page, setPage] = useState(1);
  const handIns = useHandIns({ page, perPage: 20, filter, captainId });
  const [settling, setSettling] = useState<HandIn | null>(null);
  const [confirming, setConfirming] = useState<HandIn | null>(null);
  useCaptainCashLive();
  const options = (captains.data?.feed ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} — ${formatMoney(c.cash_held)}`,
  }));
  return (
    <>
      <PageHeader title={t('ops:pages.captainCash')}>
        <DeskExportButton
          name="captains-cash"
          download={(options) => exportHandIns({ captainId, filter }, options)}
        />
      </PageHeader>
      <Stack gap="lg">
        <Select
          label={t('ops-captains:fields.captain')}
          description={t('ops-captains:pickCaptain')}
          searchable
          data={options}
          value={captainId ? String(captainId) : null}
          onChange={(v) => setCaptainId(v ? Number(v) : undefined)}
          maw={480}
        />
        {captainId && (
          <section aria-labelledby="held-title">
            <Title id="held-title" order={2} size="h4" mb="xs">
              {t('ops-captains:heldTitle')}
            </Title>
            <HandInForm key={captainId} captainId={captainId} />
          </section>
        )}
        <section aria-labelledby="hand-ins-title">
          <Title id="hand-ins-title" order={2} size="h4" mb="xs">
            {t('ops-captains:handInsTitle')}
          </Title>
          <SegmentedControl
            mb="xs"
            value={filter}
            onChange={(v) => {
              setFilter(v as 'open' | 'all');
              setPage(1);
            }}
            data={[
              { value: 'open', label: t('ops-captains:filters.open') },
              { value: 'all', label: t('ops-captains:filters.all') },
            ]}
          />
          <HandInsTable
            rows={handIns.data?.feed}
            loading={handIns.isPending || handIns.isPlaceholderData}
            error={handIns.error}
            onRetry={() => void handIns.refetch()}
            paging={{ page, perPage: 20, total: handIns.data?.feed_count ?? 0, onPageChange: setPage }}
            emptyText={t(filter === 'open' ? 'ops-captains:handInsOpenEmpty' : 'ops-captains:handInsEmpty')}
            onSettle={setSettling}
            onConfirm={setConfirming}
          />
        </section>
        {captainId && (
          <section aria-labelledby="report-title">
            <Title id="report-title" order={2} size="h4" mb="xs">
              {t('ops-captains:reportTitle')}
            </Title>
            <CashReport captainId={captainId} />
          </section>
        )}
      </Stack>
      {settling && <SettleDialog handIn={settling} onClose={() => setSettling(null)} />}
      {confirming && <ConfirmDialog handIn={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}
