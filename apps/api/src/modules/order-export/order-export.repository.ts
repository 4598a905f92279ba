import type { Language } from '@courier/contracts';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { areas, governorates } from '../../db/schema/geo';
import { branches, captains } from '../../db/schema/ops';
import { orders } from '../../db/schema/orders';
import { businessLocalMinute, withinBusinessDays } from '../../db/sql/time';

/**
 * The SQL of the orders export: one client's orders created in a date range (days in Cairo time), read in
 * keyset batches by id so that no more than one batch is ever in memory (docs/quality.md P6). Made for volume:
 * dates come formatted and amounts as numbers from the database, place, captain and branch names come
 * from small lookup maps instead of four joins per row, and batches are plain rows (`execute`) rather
 * than drizzle-mapped objects, which cost more than the query itself at 100,000 rows.
 */

export interface ExportFilter {
  clientId: number;
  /** Inclusive days, YYYY-MM-DD, in Africa/Cairo. */
  dateFrom: string;
  dateTo: string;
  status?: number | undefined;
}

/** One exported order; dates as Cairo 'YYYY-MM-DD HH:mm', amounts as numbers, places by id. */
export interface ExportRow {
  id: number;
  code: string;
  bar_code: string | null;
  invoice_number: string | null;
  second_client: string | null;
  receiver: string;
  phone1: string;
  phone2: string | null;
  follow_up_mobile: string | null;
  governorate_id: number;
  area_id: number;
  address: string;
  content: string;
  notes: string | null;
  amount_to_be_collected: number | null;
  received_amount: number | null;
  cash_amount: number | null;
  shipping_cost: number | null;
  status: number;
  created_at: string | null;
  sent_at: string | null;
  delivery_date: string | null;
  execution_date: string | null;
  return_to_sender_date: string | null;
  deposit_date: string | null;
  delay_date: string | null;
  return_reason: string | null;
  captain_id: number | null;
  branch_id: number | null;
}

/** The staff desk's filter as the orders module builds it (opaque outside repositories). */
export type DeskWhere = SQL | undefined;

/** Names by id, in the caller's language. */
export interface ExportNames {
  governorates: Map<number, string>;
  areas: Map<number, string>;
  captains: Map<number, string>;
  branches: Map<number, string>;
}

const local = businessLocalMinute;
const amount = (column: AnyColumn) => sql`${column}::float8`;

/** The select list, aliased to ExportRow's keys. */
const selectList: Record<keyof ExportRow, AnyColumn | SQL> = {
  id: orders.id,
  code: orders.code,
  bar_code: orders.barCode,
  invoice_number: orders.invoiceNumber,
  second_client: orders.secondClient,
  receiver: orders.receiver,
  phone1: orders.phone1,
  phone2: orders.phone2,
  follow_up_mobile: orders.followUpMobile,
  governorate_id: orders.governorateId,
  area_id: orders.areaId,
  address: orders.address,
  content: orders.content,
  notes: orders.notes,
  amount_to_be_collected: amount(orders.amountToBeCollected),
  received_amount: amount(orders.receivedAmount),
  cash_amount: amount(orders.cashAmount),
  shipping_cost: amount(orders.shippingCost),
  status: orders.status,
  created_at: local(orders.createdAt),
  sent_at: local(orders.sentAt),
  delivery_date: local(orders.deliveryDate),
  execution_date: local(orders.executionDate),
  return_to_sender_date: local(orders.returnToSenderDate),
  deposit_date: local(orders.depositDate),
  delay_date: sql`to_char(${orders.delayDate}, 'YYYY-MM-DD')`,
  return_reason: orders.returnReason,
  captain_id: orders.captainId,
  branch_id: orders.branchId,
};
const selected = sql.join(
  Object.entries(selectList).map(([alias, expression]) => sql`${expression} as ${sql.identifier(alias)}`),
  sql`, `,
);
const keys = Object.keys(selectList) as (keyof ExportRow)[];
/** The same values as one JSON array per row, in `keys` order. */
const selectedAsJson = sql`json_build_array(${sql.join(Object.values(selectList), sql`, `)})::text as r`;

function fromJson(text: string): ExportRow {
  const values = JSON.parse(text) as unknown[];
  const row: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) row[keys[i]!] = values[i];
  return row as unknown as ExportRow;
}

const inRange = (f: ExportFilter) => withinBusinessDays(orders.createdAt, f.dateFrom, f.dateTo);
const statusIs = (f: ExportFilter) => (f.status === undefined ? undefined : eq(orders.status, f.status));

const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));

/**
 * `rowsAsJson`: each row comes as one JSON text instead of 28 fields. PGlite's protocol decoder copies every
 * field out of its buffer and decodes it alone: 100,000 rows read in 4.1–4.9 s that way, 1.6–2.0 s as JSON
 * (decision 034 amendment). On PostgreSQL, node-postgres's fields are cheap and building the JSON costs the
 * server more than it saves (0.40 s → 0.76 s), so the server uses it on PGlite only.
 */
export function createOrderExportRepository(db: Db, options: { rowsAsJson?: boolean } = {}) {
  return {
    /**
     * The first and last id of the range, through the client + created_at index. The `offset 0` keeps
     * the planner from its min/max rewrite: that walks the primary key from the smallest id of every
     * client and tests each row, ~0.9 s for the newest 100,000 of 1M orders on PostgreSQL (25–210 ms
     * this way; docs/quality.md P6).
     */
    async idRange(filter: ExportFilter): Promise<{ first: number; last: number } | null> {
      const where = and(
        eq(orders.clientId, filter.clientId),
        eq(orders.test, false),
        inRange(filter),
        statusIs(filter),
      );
      const result = (await db.execute(
        sql`select min(id) as first, max(id) as last
              from (select ${orders.id} as id from ${orders} where ${where} offset 0) as in_range`,
      )) as unknown as { rows: { first: number | string | null; last: number | string | null }[] };
      const row = result.rows[0];
      return row?.first != null && row.last != null
        ? { first: Number(row.first), last: Number(row.last) }
        : null;
    },

    /**
     * Up to `limit` orders with `afterId < id <= lastId`, by id: a walk along the client + id index. The
     * date test is written `(…) is true` so that it cannot be used as an index condition: with stale
     * statistics (PGlite never re-analyses by itself) the planner would otherwise scan and sort the whole
     * range through the created_at index for every batch. Orders created together (an import) share one
     * created_at, so (created_at, id) would not be a usable key either.
     */
    async batch(filter: ExportFilter, window: { afterId: number; lastId: number }, limit: number) {
      const where = and(
        eq(orders.clientId, filter.clientId),
        eq(orders.test, false),
        sql`${orders.id} > ${window.afterId} and ${orders.id} <= ${window.lastId}`,
        sql`(${inRange(filter)}) is true`,
        statusIs(filter),
      );
      if (options.rowsAsJson) {
        const result = (await db.execute(
          sql`select ${selectedAsJson} from ${orders} where ${where} order by ${orders.id} limit ${limit}`,
        )) as unknown as { rows: { r: string }[] };
        return result.rows.map((row) => fromJson(row.r));
      }
      const result = (await db.execute(
        sql`select ${selected} from ${orders} where ${where} order by ${orders.id} limit ${limit}`,
      )) as unknown as { rows: ExportRow[] };
      return result.rows;
    },

    /**
     * The staff desk's export (decision 060): up to `limit` orders after `afterId` matching the desk's
     * filter, built by the orders module (`StaffMovesService.exportWhere`), by id along the primary key.
     */
    async batchWhere(where: DeskWhere, afterId: number, limit: number) {
      const all = and(sql`${orders.id} > ${afterId}`, where);
      if (options.rowsAsJson) {
        const result = (await db.execute(
          sql`select ${selectedAsJson} from ${orders} where ${all} order by ${orders.id} limit ${limit}`,
        )) as unknown as { rows: { r: string }[] };
        return result.rows.map((row) => fromJson(row.r));
      }
      const result = (await db.execute(
        sql`select ${selected} from ${orders} where ${all} order by ${orders.id} limit ${limit}`,
      )) as unknown as { rows: ExportRow[] };
      return result.rows;
    },

    async names(lang: Language): Promise<ExportNames> {
      const en = lang === 'en';
      const [g, a, c, b] = await Promise.all([
        db
          .select({ id: governorates.id, name: en ? governorates.nameEn : governorates.nameAr })
          .from(governorates),
        db.select({ id: areas.id, name: en ? areas.nameEn : areas.nameAr }).from(areas),
        db.select({ id: captains.id, name: captains.name }).from(captains),
        db.select({ id: branches.id, name: en ? branches.nameEn : branches.nameAr }).from(branches),
      ]);
      return { governorates: byId(g), areas: byId(a), captains: byId(c), branches: byId(b) };
    },
  };
}

export type OrderExportRepository = ReturnType<typeof createOrderExportRepository>;
