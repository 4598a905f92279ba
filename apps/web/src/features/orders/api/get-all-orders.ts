import type { Order, OrderList } from '@courier/contracts';
import { loadAllPages } from '@/components/ui/load-all-pages';
import { getOrders } from './get-orders';
import type { OrderListParams } from './order-keys';

/** Every order of a list its filters match (up to the kit's cap): "select every result" (decision 057). */
export function getAllOrders(list: OrderList, filters: OrderListParams['filters']): Promise<Order[]> {
  return loadAllPages(async (page, perPage) => (await getOrders(list, { page, perPage, filters })).feed);
}
