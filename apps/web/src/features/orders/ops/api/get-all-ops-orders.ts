import { opsOrdersResponseSchema, type OpsOrder } from '@courier/contracts';
import { loadAllPages } from '@/components/ui/load-all-pages';
import { opsApi } from '@/lib/ops-api';

/** Every order the desk's filters match (up to the kit's cap): "select every result" (decision 057). */
export function getAllOpsOrders(filters: Record<string, string>): Promise<OpsOrder[]> {
  return loadAllPages(async (page, perPage) => {
    const query = { ...filters, page: String(page), perPage: String(perPage) };
    const answer = await opsApi.get('orders', { query, schema: opsOrdersResponseSchema });
    return answer.feed;
  });
}
