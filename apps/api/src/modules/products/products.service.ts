import type { EditProductBody, Product, ProductBody, ProductListQuery } from '@courier/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { ProductRow, ProductsRepository } from './products.repository';

export interface ProductsDeps {
  products: ProductsRepository;
}

/** Spec §3: `selected` is false and `product_id` a copy of id when loaded. */
function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    product_id: row.id,
    product_name: row.productName,
    code_sky: row.codeSky,
    quantity: row.quantity,
    selected: false,
    created_at: isoTime(row.createdAt)!,
  };
}

const columnsOf = (body: ProductBody) => ({
  productName: body.product_name,
  codeSky: body.code_sky,
  quantity: body.quantity,
});

const skuTaken = () => new AppError('PRODUCT_SKU_TAKEN', { errors: { code_sky: ['products.skuTaken'] } });

/**
 * The product catalogue (issue 9): only for clients with have_stock (403 otherwise), SKU unique per client
 * (409), another client's id is 404. The orders module asks `foreignIds` before accepting product lines
 * and calls `consumeForDeliveredOrders` when orders become delivered.
 */
export function createProductsService({ products }: ProductsDeps) {
  async function requireStock(clientId: number) {
    if (!(await products.hasStock(clientId))) throw new AppError('FORBIDDEN');
  }

  return {
    /** A Laravel-style paginator; `next_page_url` repeats the query with the next page. */
    async list(clientId: number, query: ProductListQuery, basePath: string) {
      await requireStock(clientId);
      const { page, paginate, search } = query;
      const { rows, total } = await products.list(clientId, search, {
        offset: (page - 1) * paginate,
        limit: paginate,
      });
      const lastPage = Math.max(1, Math.ceil(total / paginate));
      const urlFor = (p: number) => {
        const params = new URLSearchParams({ page: String(p), paginate: String(paginate) });
        if (search) params.set('search', search);
        return `${basePath}?${params.toString()}`;
      };
      return {
        data: rows.map(toProduct),
        current_page: page,
        per_page: paginate,
        total,
        last_page: lastPage,
        next_page_url: page < lastPage ? urlFor(page + 1) : null,
        prev_page_url: page > 1 ? urlFor(Math.min(page - 1, lastPage)) : null,
      };
    },

    async add(clientId: number, body: ProductBody): Promise<Product> {
      await requireStock(clientId);
      const row = await products.insert(clientId, columnsOf(body));
      if (row === 'taken') throw skuTaken();
      return toProduct(row);
    },

    async edit(clientId: number, body: EditProductBody): Promise<Product> {
      await requireStock(clientId);
      const row = await products.update(clientId, body.id, columnsOf(body));
      if (row === 'taken') throw skuTaken();
      if (!row) throw new AppError('NOT_FOUND');
      return toProduct(row);
    },

    async remove(clientId: number, id: number): Promise<void> {
      await requireStock(clientId);
      if (!(await products.remove(clientId, id))) throw new AppError('NOT_FOUND');
    },

    /** The ids among `ids` that are not the client's own products (the order form's check). */
    foreignIds: (clientId: number, ids: number[], tx?: Db) => products.foreignIds(clientId, ids, tx),

    /**
     * Hook for every move of orders to `given` (delivered): takes their product lines out of stock in
     * the caller's transaction. Call it once per order, in the transaction that sets the status.
     */
    consumeForDeliveredOrders: (tx: Db, orderIds: number[]) => products.consumeForOrders(orderIds, tx),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
