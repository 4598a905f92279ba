import type { Order, OrderList } from '@courier/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { isSuspendedError } from '@/components/ui/suspended-notice';
import { listAt, orderListPaths, paths } from '@/config/paths';
import { getAllOrders } from '@/features/orders/api/get-all-orders';
import { useOrders } from '@/features/orders/api/get-orders';
import { BulkOrderActions } from '@/features/orders/components/bulk-order-actions';
import { OrderFilters, orderFilterFields } from '@/features/orders/components/order-filters';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { SuspendedOrdersNotice } from '@/features/orders/components/suspended-orders-notice';
import { usePageInRange, useListUrlState } from '@/lib/list-url-state';

/** The lists where the merchant looks for money: each order says what it means for the cash (issue 35). */
const moneyLists: readonly OrderList[] = ['GivenOrder', 'SuppliedOrder', 'ReturnedOrder'];

/** One page for the order lists: the list is the first path segment (/SavedOrder, /SentOrder, …). */
export function OrdersListPage() {
  const list = listAt(orderListPaths, useLocation().pathname);
  // Keyed by list: moving from one list to another starts with a fresh selection.
  return list ? <OrdersListView key={list} list={list} /> : null;
}

function OrdersListView({ list }: { list: OrderList }) {
  const { t } = useTranslation(['orders', 'shell']);
  const [selected, setSelected] = useState<number[]>([]);
  // The selected orders themselves, this page's and others' ("select every result"): the bulk actions'.
  const [selectedOrders, setSelectedOrders] = useState<Order[]>([]);
  const select = (ids: number[], orders: Order[]) => {
    setSelected(ids);
    setSelectedOrders(orders);
  };
  const state = useListUrlState(orderFilterFields, { onChange: () => select([], []) });
  const { page, perPage, filters } = state;
  const orders = useOrders(list, { page, perPage, filters });
  const title = t(`shell:pages.${orderListPaths[list].titleKey}`);
  // Orders that leave the list (sent, archived) can empty the last page.
  usePageInRange(page, perPage, orders.isPlaceholderData ? undefined : orders.data?.feed_count);

  const addButton = (
    <LinkButton to={paths.addOrder.path} icon={IconPlus} iconSize={18}>
      {t('shell:pages.addOrder')}
    </LinkButton>
  );

  if (isSuspendedError(orders.error)) {
    return (
      <>
        <PageHeader title={title} />
        <SuspendedOrdersNotice />
      </>
    );
  }

  const rows = orders.data?.feed;

  return (
    <>
      <PageHeader title={title}>{addButton}</PageHeader>
      <OrderFilters key={JSON.stringify(filters)} values={filters} onApply={state.setFilters} />
      <OrdersTable
        caption={title}
        orders={rows}
        loading={orders.isPending || orders.isPlaceholderData}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        showPayout={moneyLists.includes(list)}
        emptyText={state.filtered ? t('table.noMatch') : t('table.empty')}
        paging={state.paging(orders.data?.feed_count ?? 0, orders.data?.feed_count_capped)}
        selection={{
          selected,
          onChange: select,
          rowLabel: (o) => t('table.selectOrder', { code: o.code }),
          loadAll: () => getAllOrders(list, filters),
          toolbar: (
            <BulkOrderActions
              orders={selectedOrders}
              withSend={list === 'SavedOrder'}
              onSent={() => select([], [])}
            />
          ),
        }}
      />
    </>
  );
}
