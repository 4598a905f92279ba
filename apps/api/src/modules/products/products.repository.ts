import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/stock';
import { isUniqueViolation } from '../../db/sql/errors';
import { containsText } from '../../db/sql/text';

export interface ProductRow {
  id: number;
  productName: string;
  codeSky: string;
  quantity: number;
  createdAt: Date | string;
}

const columns = {
  id: products.id,
  productName: products.productName,
  codeSky: products.codeSky,
  quantity: products.quantity,
  createdAt: products.createdAt,
};

/** The only SQL of the product catalogue; the client id scopes every query. */
export function createProductsRepository(db: Db) {
  return {
    async hasStock(clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ haveStock: clients.haveStock })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row?.haveStock ?? false;
    },

    /** Newest first; `search` matches the name or the SKU. */
    async list(clientId: number, search: string | undefined, page: { offset: number; limit: number }) {
      const where = and(
        eq(products.clientId, clientId),
        search
          ? or(containsText(products.productName, search), containsText(products.codeSky, search))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(products)
          .where(where)
          .orderBy(desc(products.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      return { rows: rows as ProductRow[], total: total?.n ?? 0 };
    },

    async find(clientId: number, id: number): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(products)
        .where(and(eq(products.clientId, clientId), eq(products.id, id)));
      return row as ProductRow | undefined;
    },

    /** The row, or 'taken' when the client already has this SKU (any letter case). */
    async insert(
      clientId: number,
      values: { productName: string; codeSky: string; quantity: number },
    ): Promise<ProductRow | 'taken'> {
      try {
        const [row] = await db
          .insert(products)
          .values({ clientId, ...values })
          .returning(columns);
        return row as ProductRow;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async update(
      clientId: number,
      id: number,
      values: { productName: string; codeSky: string; quantity: number },
    ): Promise<ProductRow | 'taken' | undefined> {
      try {
        const [row] = await db
          .update(products)
          .set(values)
          .where(and(eq(products.clientId, clientId), eq(products.id, id)))
          .returning(columns);
        return row as ProductRow | undefined;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async remove(clientId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(and(eq(products.clientId, clientId), eq(products.id, id)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** The ids among `ids` that are not this client's products. */
    async foreignIds(clientId: number, ids: number[], tx: Db = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const own = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.clientId, clientId), inArray(products.id, ids)));
      const owned = new Set(own.map((r) => r.id));
      return new Set(ids.filter((id) => !owned.has(id)));
    },

    /**
     * Takes the product lines of `orderIds` out of stock, in the caller's transaction: each product goes
     * down by the sum of its lines, never below zero. Only lines whose product belongs to the order's
     * client count. Returns how many product rows changed.
     */
    async consumeForOrders(orderIds: number[], tx: Db): Promise<number> {
      if (orderIds.length === 0) return 0;
      const result = (await tx.execute(sql`
        with lines as (
          select o.client_id, (line->>'product_id')::int as product_id, sum((line->>'quantity')::int) as quantity
            from ${orders} o, jsonb_array_elements(coalesce(o.products, '[]'::jsonb)) as line
           where o.id in (${sql.join(
             orderIds.map((id) => sql`${id}`),
             sql`, `,
           )})
           group by o.client_id, (line->>'product_id')::int
        )
        update ${products} p
           set quantity = greatest(p.quantity - lines.quantity, 0), updated_at = now()
          from lines
         where p.id = lines.product_id and p.client_id = lines.client_id
        returning p.id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
