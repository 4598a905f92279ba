import { missionStatuses, missionTypes } from '@courier/contracts';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { clientBalances, clientSupplyDays, missions, supplies, supplyOrders } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { staff } from '../../db/schema/staff';
import { ledgerNetSql, owedSql } from '../../db/sql/owed';
import { containsText } from '../../db/sql/text';

/**
 * The only SQL of the balance and of supplies. The balance is read from the running ledger
 * `client_balances` (decision 024), which triggers on `orders` and `supplies` keep exact in the same
 * transaction as every change; money is numeric in SQL and answered as text, never a float.
 */

const openStatuses = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];

export interface BalanceFigures {
  /** Collected amounts of delivered orders minus their shipping costs. */
  collected: string;
  supplied: string;
  /** collected − supplied. */
  balance: string;
  /** The next supply (`nextSupplyDaySql`): an open supply mission's day, else `nextSupplyDay`. */
  nextSupply: string | null;
  hasOpenSupply: boolean;
  /** The next of the client's supply days, from today (Cairo), after the latest supply. */
  nextSupplyDay: string | null;
}

export interface SupplyRow {
  id: number;
  clientId: number;
  amount: string;
  collected: string;
  fees: string;
  carriedDebt: string;
  ordersCount: number;
  method: string;
  reference: string | null;
  suppliedOn: string;
  createdAt: Date;
  staffName: string | null;
}

export interface SupplyOrderRow {
  orderId: number;
  /** A delivery's cash or a return fee (decision 076). */
  kind: 'delivery' | 'return';
  code: string;
  receiver: string;
  deliveryDate: Date | null;
  collected: string;
  fee: string;
  net: string;
}

/** A supplied order as the desk's export writes it (`linesBatch`). */
export interface SupplyLineRow extends SupplyOrderRow {
  lineId: number;
  supplyId: number;
  suppliedOn: string;
  client: string;
  method: string;
  reference: string | null;
}

export interface SettledOrder {
  id: number;
  kind: 'delivery' | 'return';
  collected: string;
  fee: string;
  net: string;
}

const money = (column: SQL | unknown) => sql<string>`coalesce(${column}, 0)::numeric(22,2)::text`;

/** Σ collected and Σ fees of a supply's orders. */
const orderSums = (pick: 'collected' | 'fee') =>
  sql<string>`(select coalesce(sum(${pick === 'collected' ? supplyOrders.collected : supplyOrders.fee}), 0)::numeric(22,2)::text
     from ${supplyOrders} where ${supplyOrders.supplyId} = ${supplies.id})`;

const supplyColumns = {
  id: supplies.id,
  clientId: supplies.clientId,
  amount: sql<string>`${supplies.amount}::numeric(22,2)::text`,
  collected: orderSums('collected'),
  fees: orderSums('fee'),
  carriedDebt: sql<string>`(select coalesce(-sum(${supplyOrders.net}) filter (where ${supplyOrders.net} < 0), 0)::numeric(22,2)::text
     from ${supplyOrders} where ${supplyOrders.supplyId} = ${supplies.id})`,
  ordersCount: supplies.ordersCount,
  method: supplies.method,
  reference: supplies.reference,
  suppliedOn: sql<string>`${supplies.suppliedOn}::text`,
  createdAt: supplies.createdAt,
  staffName: staff.name,
};

type ClientIdSql = number | SQL | ReturnType<typeof sql.placeholder>;

const openSupplyWhere = (clientId: ClientIdSql) =>
  sql`${missions.clientId} = ${clientId} and ${missions.type} = ${missionTypes.supply}
    and ${inArray(missions.status, openStatuses)}`;

/** The first of the client's supply days on or after the later of today and the day after its latest supply. */
const supplyWeekdaySql = (clientId: ClientIdSql, today: SQL) =>
  sql`(select min(f.from_day + ((${clientSupplyDays.weekday} - extract(dow from f.from_day)::int + 7) % 7))
    from ${clientSupplyDays},
      (select greatest(${today}, (select b.last_supplied_on + 1 from ${clientBalances} b
        where b.client_id = ${clientId})) as from_day) f
    where ${clientSupplyDays.clientId} = ${clientId})`;

/**
 * THE next supply day (decisions 052, 053), one rule for the balance's `next_supply` and `payout_date` and
 * every owed order's `payout_date` (details, the merchant API, the `order.status_changed` webhook, which
 * reads it inside the move's own statement): the earliest open supply mission's due date (today once it
 * is overdue), else the client's next supply day. A date, or null without supply days.
 */
export const nextSupplyDaySql = (clientId: ClientIdSql, today: SQL) =>
  sql`coalesce((select min(greatest(coalesce(${missions.dueDate}, ${today}), ${today}))
      from ${missions} where ${openSupplyWhere(clientId)}), ${supplyWeekdaySql(clientId, today)})`;

/**
 * The balance and the next supply day, ONE prepared statement: planning its subqueries cost
 * PostgreSQL ~0.6 ms of every call (0.66–1.0 ms a call unprepared against 0.09–0.17 ms prepared, on the
 * 1M-order bench data), most of the home page's `balance` request (docs/quality.md P9).
 */
function balanceQuery(source: Db) {
  const clientId = sql.placeholder('clientId');
  const today = sql`${sql.placeholder('today')}::date`;
  return source
    .select({
      collected: sql<string>`collected::numeric(22,2)::text`,
      supplied: sql<string>`supplied::numeric(22,2)::text`,
      balance: sql<string>`(collected - supplied)::numeric(22,2)::text`,
      nextSupply: sql<string | null>`(${nextSupplyDaySql(clientId, today)})::text`,
      hasOpenSupply: sql<boolean>`exists (select 1 from ${missions} where ${openSupplyWhere(clientId)})`,
      nextSupplyDay: sql<string | null>`(${supplyWeekdaySql(clientId, today)})::text`,
    })
    .from(
      sql`(select coalesce(b.collected, 0) as collected, coalesce(b.supplied, 0) as supplied
             from (select 1) one
             left join ${clientBalances} b on b.client_id = ${clientId}) figures`,
    )
    .prepare('supplies_balance');
}

export function createSuppliesRepository(db: Db) {
  const balanceStatement = balanceQuery(db);
  return {
    async balance(clientId: number, today: string, tx: Db = db): Promise<BalanceFigures> {
      const statement = tx === db ? balanceStatement : balanceQuery(tx);
      const [row] = await statement.execute({ clientId, today });
      return row!;
    },

    /** The balance summed from the orders and supplies themselves (the reconciliation check of the ledger). */
    async recomputedBalance(clientId: number, tx: Db = db): Promise<{ collected: string; supplied: string }> {
      const result = (await tx.execute(sql`
        select
          (select coalesce(sum(${ledgerNetSql}), 0)
             from ${orders} where ${orders.clientId} = ${clientId} and not ${orders.test})::numeric(22,2)::text as collected,
          (select coalesce(sum(${supplies.amount}), 0) from ${supplies}
            where ${supplies.clientId} = ${clientId})::numeric(22,2)::text as supplied`)) as unknown as {
        rows: { collected: string; supplied: string }[];
      };
      return result.rows[0]!;
    },

    /** Locks the client's row: the desk's supply and a supply request for one client run one at a time. */
    async lockClient(clientId: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.id, clientId))
        .for('update');
      return rows.length > 0;
    },

    /** Links a desk supply to the supply mission it closed (decision 052). */
    async linkMission(supplyId: number, missionId: number, tx: Db): Promise<void> {
      await tx.update(supplies).set({ missionId }).where(eq(supplies.id, supplyId));
    },

    async clientExists(clientId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
      return rows.length > 0;
    },

    /** A new supply with no amount yet (its orders are settled next, in the same transaction). */
    async open(
      values: {
        clientId: number;
        staffId: number;
        method: string;
        reference: string | null;
        suppliedOn: string;
        missionId: number | null;
        paymentWayId: number | null;
      },
      tx: Db,
    ): Promise<number> {
      const [row] = await tx
        .insert(supplies)
        .values({ ...values, amount: '0' })
        .returning({ id: supplies.id });
      return row!.id;
    },

    /** Records the settled orders with their amounts and sets the supply's amount to Σ net, in SQL. */
    async close(
      supplyId: number,
      clientId: number,
      settled: SettledOrder[],
      tx: Db,
    ): Promise<{ amount: string }> {
      await tx.insert(supplyOrders).values(
        settled.map((o) => ({
          supplyId,
          orderId: o.id,
          clientId,
          collected: o.collected,
          fee: o.fee,
          net: o.net,
          kind: o.kind,
        })),
      );
      const [row] = await tx
        .update(supplies)
        .set({
          amount: sql`(select coalesce(sum(${supplyOrders.net}), 0) from ${supplyOrders} where ${supplyOrders.supplyId} = ${supplyId})`,
          // Orders, not lines: an order whose return fee and delivery are settled together counts once.
          ordersCount: new Set(settled.map((o) => o.id)).size,
        })
        .where(eq(supplies.id, supplyId))
        .returning({ amount: sql<string>`${supplies.amount}::numeric(22,2)::text` });
      return row!;
    },

    /** Supplies newest first: one client's (statements) or every client's (the ops desk). */
    async list(clientId: number | undefined, page: { offset: number; limit: number }, tx: Db = db) {
      const where = clientId === undefined ? undefined : eq(supplies.clientId, clientId);
      const [rows, [count]] = await Promise.all([
        tx
          .select(supplyColumns)
          .from(supplies)
          .leftJoin(staff, eq(staff.id, supplies.staffId))
          .where(where)
          .orderBy(desc(supplies.id))
          .offset(page.offset)
          .limit(page.limit),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(supplies)
          .where(where),
      ]);
      return { rows: rows as SupplyRow[], count: count?.n ?? 0 };
    },

    /**
     * The desk's export batch: supplied orders (every client's or one's) before line `beforeId`, newest
     * first (keyset on the line's id), each with its supply and merchant.
     */
    linesBatch: (
      clientId: number | undefined,
      beforeId: number | null,
      limit: number,
    ): Promise<SupplyLineRow[]> =>
      db
        .select({
          lineId: supplyOrders.id,
          supplyId: supplies.id,
          suppliedOn: sql<string>`${supplies.suppliedOn}::text`,
          client: clients.name,
          method: supplies.method,
          reference: supplies.reference,
          orderId: supplyOrders.orderId,
          kind: supplyOrders.kind,
          code: orders.code,
          receiver: orders.receiver,
          deliveryDate: orders.deliveryDate,
          collected: money(supplyOrders.collected),
          fee: money(supplyOrders.fee),
          net: money(supplyOrders.net),
        })
        .from(supplyOrders)
        .innerJoin(supplies, eq(supplies.id, supplyOrders.supplyId))
        .innerJoin(clients, eq(clients.id, supplyOrders.clientId))
        .innerJoin(orders, eq(orders.id, supplyOrders.orderId))
        .where(
          and(
            clientId === undefined ? undefined : eq(supplyOrders.clientId, clientId),
            beforeId === null ? undefined : lt(supplyOrders.id, beforeId),
          ),
        )
        .orderBy(desc(supplyOrders.id))
        .limit(limit),

    /** One supply of the client (undefined when it is not the client's) and its orders. */
    async details(clientId: number | undefined, id: number, tx: Db = db) {
      const [supply] = await tx
        .select(supplyColumns)
        .from(supplies)
        .leftJoin(staff, eq(staff.id, supplies.staffId))
        .where(
          clientId === undefined
            ? eq(supplies.id, id)
            : and(eq(supplies.id, id), eq(supplies.clientId, clientId)),
        );
      if (!supply) return undefined;
      const lines = await tx
        .select({
          orderId: supplyOrders.orderId,
          kind: supplyOrders.kind,
          code: orders.code,
          receiver: orders.receiver,
          deliveryDate: orders.deliveryDate,
          collected: money(supplyOrders.collected),
          fee: money(supplyOrders.fee),
          net: money(supplyOrders.net),
        })
        .from(supplyOrders)
        .innerJoin(orders, eq(orders.id, supplyOrders.orderId))
        .where(and(eq(supplyOrders.supplyId, id), eq(supplyOrders.clientId, supply.clientId)))
        .orderBy(asc(supplyOrders.id));
      return { supply: supply as SupplyRow, orders: lines as SupplyOrderRow[] };
    },

    /** Σ of decimal strings, in SQL (exact). */
    async sumOf(amounts: string[], tx: Db = db): Promise<string> {
      const result = (await tx.execute(
        sql`select coalesce(sum(x), 0)::numeric(22,2)::text as total from unnest(${sql.param(amounts)}::numeric[]) x`,
      )) as unknown as { rows: { total: string }[] };
      return result.rows[0]!.total;
    },

    /** The ops desk's client picker: clients by name, those owed the most first. */
    async clients(search: string | undefined, tx: Db = db) {
      const owedOrders = sql<number>`(select count(*)::int from ${orders} where ${orders.clientId} = ${clients.id} and not ${orders.test} and ${owedSql})`;
      return tx
        .select({
          id: clients.id,
          name: clients.name,
          total_balance: sql<string>`(coalesce(${clientBalances.collected}, 0) - coalesce(${clientBalances.supplied}, 0))::numeric(22,2)::text`,
          owed_orders: owedOrders,
        })
        .from(clients)
        .leftJoin(clientBalances, eq(clientBalances.clientId, clients.id))
        .where(search ? containsText(clients.name, search) : undefined)
        .orderBy(sql`${owedOrders} desc`, asc(clients.id))
        .limit(50);
    },
  };
}

export type SuppliesRepository = ReturnType<typeof createSuppliesRepository>;
