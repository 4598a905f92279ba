import { orderListNames, type Order, type OrderList } from '@courier/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useOrders } from '@/features/orders/api/get-orders';
import { BulkOrderActions } from '@/features/orders/components/bulk-order-actions';
import { cleanFilters, OrderFilters, orderFilterFields } from '@/features/orders/components/order-filters';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { isSuspendedError, SuspendedNotice } from '@/features/orders/components/suspended-notice';
import { pageFrom, perPageFrom } from '@/features/orders/utils/url-state';
import { OrderPageHeader } from './order-page-header';

/** The `shell:pages.*` title of each list screen (spec §2). */
export const orderListTitleKeys: Record<OrderList, string> = {
  UncompletedOrder: 'uncompletedOrders',
  UnderwayOrder: 'underwayOrders',
  SavedOrder: 'savedOrders',
  SentOrder: 'sentOrders',
  DelayOrder: 'delayedOrders',
  WithCaptain: 'withCaptainOrders',
  GivenOrder: 'givenOrders',
};

/** One page for the seven lists: the list is the first path segment (/SavedOrder, /SentOrder, …). */
export function OrdersListPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\/|\/$/g, '').toLowerCase();
  const list = orderListNames.find((name) => name.toLowerCase() === segment);
  // Keyed by list: moving from one list to another starts with a fresh selection.
  return list ? <OrdersListView key={list} list={list} /> : null;
}

function OrdersListView({ list }: { list: OrderList }) {
  const { t } = useTranslation(['orders', 'shell']);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const perPage = perPageFrom(params.get('perPage'));
  const filters = cleanFilters(Object.fromEntries(orderFilterFields.map((f) => [f, params.get(f) ?? ''])));
  const filtered = Object.keys(filters).length > 0;
  const orders = useOrders(list, { page, perPage, filters });
  const [selected, setSelected] = useState<number[]>([]);
  const title = t(`shell:pages.${orderListTitleKeys[list]}`);

  const go = (next: { page?: number; perPage?: number; filters?: typeof filters }) => {
    setSelected([]);
    const search = new URLSearchParams(next.filters ?? filters);
    const nextPage = next.page ?? page;
    const nextPerPage = next.perPage ?? perPage;
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextPerPage !== 20) search.set('perPage', String(nextPerPage));
    setParams(search);
  };

  // Orders that leave the list (sent, archived) can empty the last page: show the new last page.
  const total = orders.data?.feed_count ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pastTheEnd = !orders.isPlaceholderData && orders.data !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) {
      const search = new URLSearchParams(params);
      if (lastPage > 1) search.set('page', String(lastPage));
      else search.delete('page');
      setParams(search, { replace: true });
    }
  }, [pastTheEnd, lastPage, params, setParams]);

  const addButton = (
    <Button component={Link} to={paths.addOrder.path} leftSection={<IconPlus size={18} aria-hidden="true" />}>
      {t('shell:pages.addOrder')}
    </Button>
  );

  if (isSuspendedError(orders.error)) {
    return (
      <>
        <OrderPageHeader title={title} />
        <SuspendedNotice />
      </>
    );
  }

  const rows = orders.data?.feed;
  const selectedOrders: Order[] = (rows ?? []).filter((o) => selected.includes(o.id));

  return (
    <>
      <OrderPageHeader title={title}>{addButton}</OrderPageHeader>
      <OrderFilters
        key={JSON.stringify(filters)}
        values={filters}
        onApply={(next) => go({ page: 1, filters: next })}
      />
      <OrdersTable
        caption={title}
        orders={rows}
        loading={orders.isPending || orders.isPlaceholderData}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        emptyText={filtered ? t('table.noMatch') : t('table.empty')}
        paging={{
          page,
          perPage,
          total,
          onPageChange: (next) => go({ page: next }),
          onPerPageChange: (next) => go({ page: 1, perPage: next }),
        }}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (o) => t('table.selectOrder', { code: o.code }),
          toolbar: (
            <BulkOrderActions
              orders={selectedOrders}
              withSend={list === 'SavedOrder'}
              onSent={() => setSelected([])}
            />
          ),
        }}
      />
    </>
  );
}
