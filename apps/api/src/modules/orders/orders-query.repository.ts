import type { AdvancedSearch, ConfirmationState, Language } from '@courier/contracts';
import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { areas, governorates } from '../../db/schema/geo';
import { branches, captains } from '../../db/schema/ops';
import { orders, type orderLogs } from '../../db/schema/orders';
import { receiverConfirmations } from '../../db/schema/receiver';
import { containsText, startsWithDigits } from '../../db/sql/text';
import { onBusinessDay } from '../../db/sql/time';

/**
 * The orders module's shared SQL: the row's columns, the typed filters and code lookups every orders
 * repository builds its WHERE from, and the row types. Every client-data query takes the client id as
 * its first parameter: another client's order simply is not found.
 */

/** The merchant API's list (decision 029): a status, created between two business days, below an id. */
export interface CursorFilter {
  status: number | null;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  beforeId: number | null;
  /** A test key's list (decision 074): its test orders only; a live list never has them. */
  test?: boolean;
}

/** The filters of the seven lists and of the advanced search (empty fields are absent). */
export type OrderFilters = Partial<Omit<AdvancedSearch, 'status' | 'page' | 'perPage'>> & {
  confirmation?: ConfirmationState | 'none' | undefined;
};
/** A list's status codes (one, or a few: decision 018), or null for every status (the advanced search without one). */
export type StatusFilter = number | readonly number[] | null;

export const statusWhere = (status: StatusFilter): SQL | undefined =>
  status === null
    ? undefined
    : typeof status === 'number' || status.length === 1
      ? eq(orders.status, typeof status === 'number' ? status : status[0]!)
      : inArray(orders.status, [...status]);

const areaMatches = (text: string): SQL =>
  sql`${orders.areaId} in (select ${areas.id} from ${areas} where ${or(containsText(areas.nameAr, text), containsText(areas.nameEn, text))})`;

/** The receiver's confirmation of the order (decision 067, the receiver module's table); null: not asked. */
export const confirmationSql = sql<ConfirmationState | null>`(select ${receiverConfirmations.state}
  from ${receiverConfirmations} where ${receiverConfirmations.orderId} = ${orders.id})`;
/** Held for want of the receiver's confirmation: no captain takes it, the scan refuses it. */
export const heldSql = sql<boolean>`exists (select 1 from ${receiverConfirmations}
  where ${receiverConfirmations.orderId} = ${orders.id} and ${receiverConfirmations.state} = 'held')`;
const confirmationWhere = (state: ConfirmationState | 'none'): SQL =>
  state === 'none'
    ? sql`not exists (select 1 from ${receiverConfirmations} where ${receiverConfirmations.orderId} = ${orders.id})`
    : sql`exists (select 1 from ${receiverConfirmations}
        where ${receiverConfirmations.orderId} = ${orders.id} and ${receiverConfirmations.state} = ${state})`;

export function filtersWhere(clientId: number, status: StatusFilter, f: OrderFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(orders.clientId, clientId),
    eq(orders.test, false),
    statusWhere(status),
    f.code ? codeIn([f.code]) : undefined,
    f.invoice_number ? eq(orders.invoiceNumber, f.invoice_number) : undefined,
    f.second_client ? containsText(orders.secondClient, f.second_client) : undefined,
    f.receiver ? containsText(orders.receiver, f.receiver) : undefined,
    f.phone1
      ? or(startsWithDigits(orders.phone1, f.phone1), startsWithDigits(orders.phone2, f.phone1))
      : undefined,
    f.government_id ? eq(orders.governorateId, f.government_id) : undefined,
    f.area ? areaMatches(f.area) : undefined,
    f.bar_code
      ? and(inArray(orders.code, codeCandidates([f.bar_code])), eq(orders.barCode, f.bar_code))
      : undefined,
    f.captain_id ? eq(orders.captainId, f.captain_id) : undefined,
    f.branch_id ? eq(orders.branchId, f.branch_id) : undefined,
    f.created_at ? onBusinessDay(orders.createdAt, f.created_at) : undefined,
    f.sent_at ? onBusinessDay(orders.sentAt, f.sent_at) : undefined,
    f.delivery_date ? onBusinessDay(orders.deliveryDate, f.delivery_date) : undefined,
    f.execution_date ? onBusinessDay(orders.executionDate, f.execution_date) : undefined,
    f.return_to_sender_date ? onBusinessDay(orders.returnToSenderDate, f.return_to_sender_date) : undefined,
    f.deposit_date ? onBusinessDay(orders.depositDate, f.deposit_date) : undefined,
    f.amount_to_be_collected ? eq(orders.amountToBeCollected, f.amount_to_be_collected) : undefined,
    f.received_amount ? eq(orders.receivedAmount, f.received_amount) : undefined,
    f.cash_amount ? eq(orders.cashAmount, f.cash_amount) : undefined,
    f.return_reason ? containsText(orders.returnReason, f.return_reason) : undefined,
    f.confirmation ? confirmationWhere(f.confirmation) : undefined,
  ];
  return and(...conditions)!;
}

/**
 * The rows `countUpTo` counts: at most `cap + 1` matches. A receiver substring is read newest first, so a
 * common one (a name in 5 % of the orders) is counted by walking the (client_id, id) index, which carries
 * the receiver (migration 0033), until the cap: an index-only scan, not the trigram index's bitmap of every
 * match (47,000 rows: most of the 11 ms) nor a table fetch per row (decision 033, amendments 3 and 9). A
 * rare one still goes through the trigram index. Exported for the plan's test.
 */
export function cappedMatches(
  tx: Db,
  clientId: number,
  status: StatusFilter,
  filters: OrderFilters,
  cap: number,
) {
  const query = tx
    .select({ one: sql`1` })
    .from(orders)
    .where(filtersWhere(clientId, status, filters))
    .$dynamic();
  return (filters.receiver ? query.orderBy(desc(orders.id)) : query).limit(cap + 1);
}

/**
 * What a typed code can be: a code, or a bar code, which is always 'EG' || code (written so only by the
 * insert below and the demo seed). Looking up `code = any(…)` of both forms uses the code index; the
 * bar code then only filters those rows (decision 033: 1 s without an index on bar_code, well under 1 ms).
 */
export const codeCandidates = (codes: string[]): string[] => [
  ...new Set(codes.flatMap((c) => (/^EG./i.test(c) ? [c, c.slice(2)] : [c]))),
];
const codeIn = (codes: string[]): SQL =>
  and(
    inArray(orders.code, codeCandidates(codes)),
    or(inArray(orders.code, codes), inArray(orders.barCode, codes)),
  )!;
/** Live orders unless `test` (a test key's, decision 074): the two never see each other. */
export const codesWhere = (clientId: number, codes: string[], test = false): SQL =>
  and(eq(orders.clientId, clientId), eq(orders.test, test), codeIn(codes))!;
/**
 * The marker is compared as text cast in SQL, not as a JS Date: PostgreSQL keeps microseconds that a
 * Date would drop, and the newest row would then come back on every refresh.
 */
export const changedAfter = (since: string): SQL => gt(orders.updatedAt, sql`${since}::timestamptz`);

export type OrderInsert = Omit<typeof orders.$inferInsert, 'id' | 'code' | 'barCode' | 'clientId' | 'userId'>;
export type OrderRecord = typeof orders.$inferSelect;
export type OrderUpdate = Partial<typeof orders.$inferInsert>;
export type OrderLogInsert = Omit<typeof orderLogs.$inferInsert, 'id' | 'orderId' | 'clientId'>;

export interface OwedOrder {
  id: number;
  code: string;
  receiver: string;
  deliveryDate: Date | null;
  collected: string;
  fee: string;
  net: string;
  /** A delivery's cash or a return fee (decision 076); one order may owe both. */
  kind: 'delivery' | 'return';
  /** The order's status when it was read (a return fee's log row keeps it). */
  status: number;
}

export interface Actor {
  clientId: number;
  userId: number | null;
  name: string;
  /** A test key's orders are made test orders (decision 074). */
  test?: boolean;
}

export function orderColumns(lang: Language) {
  const en = lang === 'en';
  return {
    id: orders.id,
    code: orders.code,
    barCode: orders.barCode,
    invoiceNumber: orders.invoiceNumber,
    secondClient: orders.secondClient,
    companyId: orders.companyId,
    receiver: orders.receiver,
    phone1: orders.phone1,
    phone2: orders.phone2,
    followUpMobile: orders.followUpMobile,
    governorateId: orders.governorateId,
    governorate: en ? governorates.nameEn : governorates.nameAr,
    areaId: orders.areaId,
    area: en ? areas.nameEn : areas.nameAr,
    address: orders.address,
    notes: orders.notes,
    content: orders.content,
    amountToBeCollected: orders.amountToBeCollected,
    receivedAmount: orders.receivedAmount,
    cashAmount: orders.cashAmount,
    shippingCost: orders.shippingCost,
    createdAt: orders.createdAt,
    sentAt: orders.sentAt,
    deliveryDate: orders.deliveryDate,
    executionDate: orders.executionDate,
    returnToSenderDate: orders.returnToSenderDate,
    depositDate: orders.depositDate,
    delayDate: orders.delayDate,
    returnReason: orders.returnReason,
    captainId: orders.captainId,
    captain: captains.name,
    branchId: orders.branchId,
    branch: en ? branches.nameEn : branches.nameAr,
    status: orders.status,
    isUrgent: orders.isUrgent,
    returnRequestedAt: orders.returnRequestedAt,
    rate: orders.rate,
    updatedAt: orders.updatedAt,
    resendType: orders.resendType,
    resendRequestedAt: orders.resendRequestedAt,
    resendGovernorateId: orders.resendGovernorateId,
    resendGovernorate: sql<
      string | null
    >`(select ${en ? sql.raw('name_en') : sql.raw('name_ar')} from ${governorates} where ${governorates.id} = ${orders.resendGovernorateId})`,
    resendAreaId: orders.resendAreaId,
    resendArea: sql<
      string | null
    >`(select ${en ? sql.raw('name_en') : sql.raw('name_ar')} from ${areas} where ${areas.id} = ${orders.resendAreaId})`,
    resendAddress: orders.resendAddress,
    resendPhone: orders.resendPhone,
    confirmation: confirmationSql,
  };
}

type Columns = ReturnType<typeof orderColumns>;
export type OrderRow = {
  [K in keyof Columns]: Columns[K] extends SQL<infer T>
    ? T
    : Columns[K] extends { _: { data: infer D } }
      ? D
      : never;
} & { governorate: string; area: string; captain: string | null; branch: string | null };

export interface ListPage {
  /** Newest first by id; `offset` counts from that end, `fromOldest` reads the other end for deep pages. */
  offset: number;
  limit: number;
  fromOldest: boolean;
  /**
   * Few matches (a filtered count under its cap): find them through the filter's own index and sort
   * them, rather than walk the id index until they turn up (a day a year back: 300 ms → 1 ms).
   */
  sortAfterFilter?: boolean;
  /**
   * Nothing narrows the list (every order, or whole statuses): a deep page finds its bucket in
   * `order_bucket_deltas` and reads from that bucket's bound (decision 033, amendments 4 and 5).
   */
  byBuckets?: boolean;
}

/** Orders with their governorate, area, captain and branch names in `lang`. */
export const selectOrders = (tx: Db, lang: Language) =>
  tx
    .select(orderColumns(lang))
    .from(orders)
    .innerJoin(governorates, eq(governorates.id, orders.governorateId))
    .innerJoin(areas, eq(areas.id, orders.areaId))
    .leftJoin(captains, eq(captains.id, orders.captainId))
    .leftJoin(branches, eq(branches.id, orders.branchId));

/** At most `limit` orders matching `where`, newest first. */
export const manyOrders = (tx: Db, lang: Language, where: SQL, limit: number) =>
  selectOrders(tx, lang).where(where).orderBy(desc(orders.id)).limit(limit) as Promise<OrderRow[]>;
