import type { Supply, SupplyOrder } from '@courier/contracts';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatAmount, formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState } from '@/lib/list-url-state';
import { useOpsSupplies } from '../api/get-ops-supplies';
import { useOwed } from '../api/get-owed';
import { useSupplyClients } from '../api/get-supply-clients';
import { SupplyDialog } from './supply-dialog';

const noFilters = [] as const;

/**
 * The ops supplies desk: pick a client, see its delivered orders not yet supplied, settle all or the
 * selected ones (cash or bank transfer, a reference), and the supplies so far.
 */
export function SuppliesDesk() {
  const { t } = useTranslation('ops-supplies');
  const lang = useLanguage();
  // Money as the merchant's screens write it: "EGP 1,455.00" (issue 36 §9).
  const money = (v: string) => <bdi>{t('money', { amount: formatAmount(v) })}</bdi>;
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

  const owedColumns: DataTableColumn<SupplyOrder>[] = [
    { key: 'code', header: t('columns.code'), rowHeader: true, nowrap: true, cell: (o) => o.code },
    { key: 'receiver', header: t('columns.receiver'), cell: (o) => <span dir="auto">{o.receiver}</span> },
    {
      key: 'delivery_date',
      header: t('columns.delivery_date'),
      nowrap: true,
      cell: (o) => (o.delivery_date ? formatDay(o.delivery_date, lang) : null),
    },
    { key: 'collected', header: t('columns.collected'), nowrap: true, cell: (o) => money(o.collected) },
    { key: 'fee', header: t('columns.shipping_fee'), nowrap: true, cell: (o) => money(o.shipping_fee) },
    { key: 'net', header: t('columns.net'), nowrap: true, cell: (o) => money(o.net) },
    {
      key: 'cash_in',
      header: t('columns.cash_in'),
      nowrap: true,
      // Whether the captain handed this order's cash in to the company (decision 058).
      cell: (o) => (
        <Badge
          variant="light"
          color={o.cash_in ? 'teal' : 'red'}
          c={o.cash_in ? 'teal.9' : 'red.9'}
          bg={o.cash_in ? 'teal.0' : 'red.0'}
        >
          {t(o.cash_in ? 'cashIn.yes' : 'cashIn.no')}
        </Badge>
      ),
    },
  ];
  const historyColumns: DataTableColumn<Supply>[] = [
    { key: 'id', header: t('columns.id'), rowHeader: true, nowrap: true, cell: (s) => s.id },
    { key: 'client', header: t('columns.client'), cell: (s) => clientName(s.client_id) },
    {
      key: 'day',
      header: t('columns.supplied_on'),
      nowrap: true,
      cell: (s) => formatDay(s.supplied_on, lang),
    },
    { key: 'method', header: t('columns.method'), nowrap: true, cell: (s) => t(`methods.${s.method}`) },
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (s) => s.reference && <span dir="auto">{s.reference}</span>,
    },
    { key: 'orders', header: t('columns.orders_count'), nowrap: true, cell: (s) => s.orders_count },
    { key: 'amount', header: t('columns.amount'), nowrap: true, cell: (s) => money(s.amount) },
    { key: 'staff', header: t('columns.staff'), cell: (s) => s.staff_name },
  ];
  function clientName(id: number) {
    return clients.data?.find((c) => c.id === id)?.name ?? `#${id}`;
  }
  const selectedNet = (owed.data?.feed ?? [])
    .filter((o) => selected.includes(o.code))
    .reduce((cents, o) => cents + Math.round(Number(o.net) * 100), 0);
  // The orders the dialog settles that net below zero: it says so before confirming (issue 35.3).
  const owingOrders = (owed.data?.feed ?? []).filter(
    (o) => o.owes_courier && (dialog !== 'selected' || selected.includes(o.code)),
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
            amount: formatAmount(c.total_balance),
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
            rowKey={(o) => o.code}
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
          codes={dialog === 'selected' ? selected : undefined}
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
