import {
  orderStatuses,
  type Language,
  type OpsOrdersQuery,
  type OpsOverdueRule,
  type OpsRequestsQuery,
  type ReasonTypeCode,
} from '@courier/contracts';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TransitionStore } from '../../db/transition';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import { branches, captains } from '../../db/schema/ops';
import { orderRequests } from '../../db/schema/order-requests';
import { orderDelayRequests, orderLogs, orders } from '../../db/schema/orders';
import { reasons } from '../../db/schema/reasons';
import { updateWithLog } from '../../db/sql/logged-update';
import { containsText, startsWithText } from '../../db/sql/text';
import { businessDayStart } from '../../db/sql/time';
import {
  overdueOrderWhere,
  overdueRequestWhere,
  overdueRuleOf,
  overdueSinceOf,
  type OverdueCuts,
} from './ops-overdue.repository';
import {
  heldSql,
  orderColumns,
  type OrderLogInsert,
  type OrderRecord,
  type OrderRow,
  type OrderUpdate,
} from './orders-query.repository';

/**
 * The SQL of the staff orders desk (decision 023): unlike the client's queries these span every client,
 * so only /api/ops routes (staff sessions) reach them.
 */

export type OpsOrderRow = OrderRow & {
  clientId: number;
  clientName: string;
  overdueRule?: OpsOverdueRule | null;
  overdueSince?: string | Date | null;
};
export type OpsOrderFilters = Omit<OpsOrdersQuery, 'page' | 'perPage'>;

const areaMatches = (text: string): SQL =>
  sql`${orders.areaId} in (select ${areas.id} from ${areas} where ${or(containsText(areas.nameAr, text), containsText(areas.nameEn, text))})`;
const clientMatches = (text: string): SQL =>
  sql`${orders.clientId} in (select ${clients.id} from ${clients} where ${containsText(clients.name, text)})`;

/** Given and wallet: the orders a delivery day counts (as the merchant's chart does). */
const delivered = [orderStatuses.given, orderStatuses.wallet];

/** The desk's filters as SQL; the dashboard's figures count with the same (ops-figures.repository.ts). */
export function opsWhere(f: Partial<OpsOrderFilters>, cuts: OverdueCuts): SQL | undefined {
  return and(
    // A test key's orders never reach the desk (decision 074).
    eq(orders.test, false),
    f.branch_id ? eq(orders.branchId, f.branch_id) : undefined,
    f.delivered_on
      ? and(
          gte(orders.deliveryDate, businessDayStart(f.delivered_on)),
          lt(orders.deliveryDate, businessDayStart(f.delivered_on, 1)),
          inArray(orders.status, delivered),
        )
      : undefined,
    f.overdue ? overdueOrderWhere(f.overdue, cuts) : undefined,
    f.code ? or(inArray(orders.code, f.code), inArray(orders.barCode, f.code)) : undefined,
    f.client_id ? eq(orders.clientId, f.client_id) : undefined,
    f.client ? clientMatches(f.client) : undefined,
    f.phone ? or(startsWithText(orders.phone1, f.phone), startsWithText(orders.phone2, f.phone)) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.government_id ? eq(orders.governorateId, f.government_id) : undefined,
    f.area ? areaMatches(f.area) : undefined,
    f.captain_id ? eq(orders.captainId, f.captain_id) : undefined,
    f.date_from ? gte(orders.createdAt, businessDayStart(f.date_from)) : undefined,
    f.date_to ? lt(orders.createdAt, businessDayStart(f.date_to, 1)) : undefined,
  );
}

/** A staff member writing an order's log. */
export interface StaffActor {
  staffId: number;
  name: string;
}

/** What the desk's move reads of the order it locks (ops-orders.service.ts `moveOne`). */
const movableColumns = {
  id: orders.id,
  clientId: orders.clientId,
  code: orders.code,
  status: orders.status,
  executionDate: orders.executionDate,
  captainId: orders.captainId,
  amountToBeCollected: orders.amountToBeCollected,
  receivedAmount: orders.receivedAmount,
  returnCost: orders.returnCost,
  /** Held for want of the receiver's confirmation (decision 067): no captain takes it. */
  held: heldSql,
  /** The client's return price for the order's governorate (home delivery), charged on return (076). */
  // Written out with the table named: a column in a subquery of a select renders unqualified (21000).
  returnPrice: sql<string | null>`(select cc.return_price::numeric(22,2)::text from client_costs cc
    where cc.client_id = "orders"."client_id" and cc.governorate_id = "orders"."governorate_id"
      and cc.delivery = 'home')`,
};
export type MovableOrder = Pick<OrderRecord, Exclude<keyof typeof movableColumns, 'held' | 'returnPrice'>> & {
  held: boolean;
  returnPrice: string | null;
};

export type OrderRequestInsert = typeof orderRequests.$inferInsert;
export type OrderRequestRecord = typeof orderRequests.$inferSelect;

export function createOpsOrdersRepository(db: Db) {
  return {
    where: opsWhere,

    async search(
      f: OpsOrderFilters,
      page: { offset: number; limit: number },
      lang: Language,
      cuts: OverdueCuts,
    ) {
      return (await db
        .select({
          ...orderColumns(lang),
          clientId: orders.clientId,
          clientName: clients.name,
          overdueRule: overdueRuleOf(cuts),
          overdueSince: overdueSinceOf,
        })
        .from(orders)
        .innerJoin(clients, eq(clients.id, orders.clientId))
        .innerJoin(governorates, eq(governorates.id, orders.governorateId))
        .innerJoin(areas, eq(areas.id, orders.areaId))
        .leftJoin(captains, eq(captains.id, orders.captainId))
        .leftJoin(branches, eq(branches.id, orders.branchId))
        .where(opsWhere(f, cuts))
        .orderBy(desc(orders.id))
        .limit(page.limit)
        .offset(page.offset)) as OpsOrderRow[];
    },

    async count(f: OpsOrderFilters, cuts: OverdueCuts): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(opsWhere(f, cuts));
      return row?.n ?? 0;
    },

    /**
     * One order by code or bar code as `transition()` moves it: locked FOR UPDATE, logged as the staff
     * member. The lock reads only what a desk move decides on (`MovableOrder`): all 45 columns cost the
     * server ~0.2–0.3 ms more per move in drizzle and pg alone (decision 021, amendment of 2026-11-25).
     */
    movableByCode(
      code: string,
      actor: StaffActor,
    ): TransitionStore<MovableOrder, OrderUpdate, OrderLogInsert> {
      let locked: MovableOrder | undefined;
      return {
        lock: async (tx) => {
          [locked] = await tx
            .select(movableColumns)
            .from(orders)
            .where(and(or(eq(orders.code, code), eq(orders.barCode, code)), eq(orders.test, false)))
            .limit(1)
            .for('update');
          return locked;
        },
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(orders).set(values).where(eq(orders.id, locked!.id)),
            tx
              .insert(orderLogs)
              .values({ ...entry, staffId: actor.staffId, orderId: locked!.id, clientId: locked!.clientId }),
            also,
            answer,
          ),
      };
    },

    async reason(id: number, type: ReasonTypeCode, lang: Language) {
      const [row] = await db
        .select({ id: reasons.id, name: lang === 'en' ? reasons.nameEn : reasons.nameAr })
        .from(reasons)
        .where(and(eq(reasons.id, id), eq(reasons.type, type)));
      return row;
    },

    reasons(type: ReasonTypeCode, lang: Language) {
      return db
        .select({ id: reasons.id, name: lang === 'en' ? reasons.nameEn : reasons.nameAr })
        .from(reasons)
        .where(eq(reasons.type, type))
        .orderBy(asc(reasons.sortOrder), asc(reasons.id));
    },

    async addRequest(values: OrderRequestInsert, tx: Db) {
      await tx.insert(orderRequests).values(values);
    },

    async requests(
      q: Omit<OpsRequestsQuery, 'page' | 'perPage'>,
      page: { offset: number; limit: number },
      lang: Language,
      cuts: OverdueCuts,
    ) {
      const where = and(
        eq(orderRequests.state, q.state),
        q.kind ? eq(orderRequests.kind, q.kind) : undefined,
        q.overdue ? overdueRequestWhere(cuts) : undefined,
      );
      const name = sql.raw(lang === 'en' ? 'name_en' : 'name_ar');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            request: orderRequests,
            code: orders.code,
            status: orders.status,
            client: clients.name,
            // What the request asked, for the queue to say in words (issue 35.5).
            resendType: orders.resendType,
            resendGovernorate: sql<
              string | null
            >`(select ${name} from ${governorates} where ${governorates.id} = ${orders.resendGovernorateId})`,
            resendArea: sql<
              string | null
            >`(select ${name} from ${areas} where ${areas.id} = ${orders.resendAreaId})`,
            resendAddress: orders.resendAddress,
            resendPhone: orders.resendPhone,
            returnValue: orders.returnValue,
            delay: sql<{ date: string; reason: string | null; notes: string | null } | null>`(
              select json_build_object('date', d.delay_date::text, 'reason', r.${name}, 'notes', d.notes)
              from ${orderDelayRequests} d left join ${reasons} r on r.id = d.reason_id
              where d.order_id = ${orders.id} order by d.id desc limit 1)`,
            reason: sql<string | null>`(select ${name} from ${reasons}
              where ${reasons.id} = case when ${orderRequests.note} ~ '^reason:[0-9]{1,9}$'
                then substring(${orderRequests.note} from 8)::int end)`,
            overdue: sql<boolean>`${overdueRequestWhere(cuts)}`,
          })
          .from(orderRequests)
          .innerJoin(orders, eq(orders.id, orderRequests.orderId))
          .innerJoin(clients, eq(clients.id, orderRequests.clientId))
          .where(where)
          .orderBy(q.state === 'pending' ? orderRequests.id : desc(orderRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orderRequests)
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** A request with its order, both locked: an answer and a staff move on that order run one at a time. */
    async lockRequest(id: number, tx: Db) {
      const [row] = await tx
        .select({ request: orderRequests, order: orders })
        .from(orderRequests)
        .innerJoin(orders, eq(orders.id, orderRequests.orderId))
        .where(eq(orderRequests.id, id))
        .for('update');
      return row;
    },

    async answerRequest(id: number, values: Partial<OrderRequestInsert>, tx: Db) {
      await tx.update(orderRequests).set(values).where(eq(orderRequests.id, id));
    },

    async updateOrder(id: number, values: OrderUpdate, tx: Db) {
      await tx.update(orders).set(values).where(eq(orders.id, id));
    },

    async logOrder(entry: OrderLogInsert & { orderId: number; clientId: number }, tx: Db) {
      await tx.insert(orderLogs).values(entry);
    },

    /** Pending requests of these kinds on these orders (so one order gets one pending request per kind). */
    async pendingKinds(orderIds: number[], tx: Db = db) {
      if (orderIds.length === 0) return [];
      return tx
        .select({ orderId: orderRequests.orderId, kind: orderRequests.kind })
        .from(orderRequests)
        .where(and(inArray(orderRequests.orderId, orderIds), eq(orderRequests.state, 'pending')));
    },
  };
}

export type OpsOrdersRepository = ReturnType<typeof createOpsOrdersRepository>;
