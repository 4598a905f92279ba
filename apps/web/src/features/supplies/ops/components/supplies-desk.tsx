import { formatMoney, type SupplyOrder } from '@courier/contracts';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DataTable } from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState } from '@/lib/list-url-state';
import { useOpsSupplies } from '../api/get-ops-supplies';
import { useOwed } from '../api/get-owed';
import { useSupplyClients } from '../api/get-supply-clients';
import { deskMoney, owedOrderColumns, supplyHistoryColumns } from './supply-desk-columns';
import { SupplyDialog } from './supply-dialog';

const noFilters = [] as const;

/**
 * The ops supplies desk: pick a client, see its delivered orders not yet supplied, settle all or the
 * selected ones (cash or bank transfer, a reference), and the supplies so far.
 */
/**
 * An owed line's key: its code, or for a return fee (decision 076) the code marked, since an order can owe
 * both. A supply settles every owed line of the codes it is given.
 */
const lineKey = (o: SupplyOrder) => (o.kind === 'return' ? `${o.code}#return` : o.code);
const codesOf = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/#return$/, '')))];

export function SuppliesDesk() {
  const { t } = useTranslation('ops-supplies');
  const lang = useLanguage();
  const money = (v: string) => deskMoney(t, v);
  const [params, setParams] = useSearchParams();
  const clientId = Number(params.get('client')) || undefined;
  const clients = useSupplyClients();
  const owed = useOwed(clientId);
  const list = useListUrlState(noFilters);
  const history = useOpsSupplies(clientId, list.page, list.perPage);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'all' | 'selected' | null>(null);
  const client = clients.data?.find((c) => c.id === clientId);

  const pick = (value: string | null) => {
    setSelected([]);
    const next = new URLSearchParams();
    if (value) next.set('client', value);
    setParams(next);
  };

  const clientName = (id: number) => clients.data?.find((c) => c.id === id)?.name ?? `#${id}`;
  const owedColumns = owedOrderColumns({ t, lang });
  const historyColumns = supplyHistoryColumns({ t, lang, clientName });
  const selectedNet = (owed.data?.feed ?? [])
    .filter((o) => selected.includes(lineKey(o)))
    .reduce((cents, o) => cents + Math.round(Number(o.net) * 100), 0);
  // The orders the dialog settles that net below zero: it says so before confirming (issue 35.3).
  const owingOrders = (owed.data?.feed ?? []).filter(
    (o) => o.owes_courier && (dialog !== 'selected' || selected.includes(lineKey(o))),
  );
  const owing = {
    count: owingOrders.length,
    debt: (-owingOrders.reduce((cents, o) => cents + Math.round(Number(o.net) * 100), 0) / 100).toFixed(2),
  };

  return (
    <Stack gap="lg">
      {clients.isError && <ApiErrorAlert error={clients.error} onRetry={() => void clients.refetch()} />}
      <Select
        label={t('client')}
        placeholder={t('clientPlaceholder')}
        searchable
        clearable
        maw={480}
        value={clientId ? String(clientId) : null}
        onChange={pick}
        nothingFoundMessage={t('noClient')}
        data={(clients.data ?? []).map((c) => ({
          value: String(c.id),
          label: t('clientOption', {
            name: c.name,
            count: c.owed_orders,
            amount: formatMoney(c.total_balance),
          }),
        }))}
      />
      {clientId && (
        <section aria-labelledby="owed-title">
          <Title id="owed-title" order={2} size="h4" mb="xs">
            {t('owedTitle')}
          </Title>
          {owed.data && (
            <Paper withBorder radius="md" p="sm" mb="sm">
              <Group justify="space-between" gap="sm">
                <Text>
                  {t('owedTotal', { count: owed.data.feed.length })} <strong>{money(owed.data.total)}</strong>
                </Text>
                <Button disabled={owed.data.feed.length === 0} onClick={() => setDialog('all')}>
                  {t('supplyAll')}
                </Button>
              </Group>
            </Paper>
          )}
          <DataTable
            caption={t('owedCaption')}
            columns={owedColumns}
            rows={owed.data?.feed}
            rowKey={lineKey}
            loading={owed.isFetching}
            error={owed.error}
            onRetry={() => void owed.refetch()}
            emptyText={t('owedEmpty')}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (o) => t('selectOrder', { code: o.code }),
              toolbar: (
                <Button size="xs" onClick={() => setDialog('selected')}>
                  {t('supplySelected', { count: selected.length })}
                </Button>
              ),
            }}
          />
        </section>
      )}
      <section aria-labelledby="history-title">
        <Title id="history-title" order={2} size="h4" mb="xs">
          {t('historyTitle')}
        </Title>
        <DataTable
          caption={t('historyCaption')}
          columns={historyColumns}
          rows={history.data?.rows}
          rowKey={(s) => s.id}
          loading={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
          emptyText={t('historyEmpty')}
          paging={list.paging(history.data?.total ?? 0)}
        />
      </section>
      {dialog && clientId && owed.data && (
        <SupplyDialog
          clientId={clientId}
          clientName={client?.name ?? `#${clientId}`}
          codes={dialog === 'selected' ? codesOf(selected) : undefined}
          count={dialog === 'selected' ? selected.length : owed.data.feed.length}
          amount={dialog === 'selected' ? (selectedNet / 100).toFixed(2) : owed.data.total}
          owing={owing}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
    </Stack>
  );
}
