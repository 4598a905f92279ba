import type { AdvancedSearch, OrderListFilters } from '@courier/contracts';
import { and, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { areas } from '../../db/schema/geo';
import { onBusinessDay } from '../../db/sql/time';
import { orders } from '../../db/schema/orders';
import type { ListPage } from './orders.repository';

/** Builds the WHERE of lists and searches; every condition starts from the session's client. */

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: Parameters<typeof ilike>[0], v: string) => ilike(column, `%${escapeLike(v)}%`);
const startsWith = (column: Parameters<typeof ilike>[0], v: string) => ilike(column, `${escapeLike(v)}%`);

function areaMatches(text: string): SQL {
  return sql`${orders.areaId} in (select ${areas.id} from ${areas} where ${or(contains(areas.nameAr, text), contains(areas.nameEn, text))})`;
}

export function listWhere(clientId: number, status: number | null, f: OrderListFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(orders.clientId, clientId),
    status === null ? undefined : eq(orders.status, status),
    f.code ? or(eq(orders.code, f.code), eq(orders.barCode, f.code)) : undefined,
    f.invoice_number ? eq(orders.invoiceNumber, f.invoice_number) : undefined,
    f.second_client ? contains(orders.secondClient, f.second_client) : undefined,
    f.receiver ? contains(orders.receiver, f.receiver) : undefined,
    f.phone1 ? or(startsWith(orders.phone1, f.phone1), startsWith(orders.phone2, f.phone1)) : undefined,
    f.government_id ? eq(orders.governorateId, f.government_id) : undefined,
    f.area ? areaMatches(f.area) : undefined,
  ];
  return and(...conditions)!;
}

export function advancedWhere(clientId: number, s: AdvancedSearch): SQL {
  const conditions: (SQL | undefined)[] = [
    listWhere(clientId, s.status ?? null, s),
    s.bar_code ? eq(orders.barCode, s.bar_code) : undefined,
    s.captain_id ? eq(orders.captainId, s.captain_id) : undefined,
    s.branch_id ? eq(orders.branchId, s.branch_id) : undefined,
    s.created_at ? onBusinessDay(orders.createdAt, s.created_at) : undefined,
    s.sent_at ? onBusinessDay(orders.sentAt, s.sent_at) : undefined,
    s.delivery_date ? onBusinessDay(orders.deliveryDate, s.delivery_date) : undefined,
    s.execution_date ? onBusinessDay(orders.executionDate, s.execution_date) : undefined,
    s.return_to_sender_date ? onBusinessDay(orders.returnToSenderDate, s.return_to_sender_date) : undefined,
    s.deposit_date ? onBusinessDay(orders.depositDate, s.deposit_date) : undefined,
    s.amount_to_be_collected ? eq(orders.amountToBeCollected, s.amount_to_be_collected) : undefined,
    s.received_amount ? eq(orders.receivedAmount, s.received_amount) : undefined,
    s.cash_amount ? eq(orders.cashAmount, s.cash_amount) : undefined,
    s.return_reason ? contains(orders.returnReason, s.return_reason) : undefined,
  ];
  return and(...conditions)!;
}

export function codesWhere(clientId: number, codes: string[]): SQL {
  return and(eq(orders.clientId, clientId), or(inArray(orders.code, codes), inArray(orders.barCode, codes)))!;
}

/**
 * Page N of `total` rows, newest first. Past the middle the page is read from the oldest end, so the
 * database skips at most half the rows; the last pages cost what the first ones do (QUALITY P4).
 */
export function pageWindow(page: number, perPage: number, total: number): ListPage | null {
  const offset = (page - 1) * perPage;
  if (offset >= total) return null;
  if (offset <= total / 2) return { offset, limit: perPage, fromOldest: false };
  const end = Math.min(offset + perPage, total);
  return { offset: total - end, limit: end - offset, fromOldest: true };
}

export const clientWhere = (clientId: number): SQL => eq(orders.clientId, clientId);
export const idWhere = (clientId: number, id: number): SQL =>
  and(eq(orders.clientId, clientId), eq(orders.id, id))!;
export const idsWhere = (clientId: number, ids: number[]): SQL =>
  and(eq(orders.clientId, clientId), inArray(orders.id, ids))!;
/**
 * Narrows a list to the rows changed after `since` (incremental refresh). The marker is compared as
 * text cast in SQL, not as a JS Date: PostgreSQL keeps microseconds that a Date would drop, and the
 * newest row would then come back on every refresh.
 */
export const changedSince = (where: SQL, since: string): SQL =>
  and(where, gt(orders.updatedAt, sql`${since}::timestamptz`))!;
