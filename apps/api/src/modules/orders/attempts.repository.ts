import { orderStatuses, type AttemptSettings, type Language, type ReceiverRequest } from '@courier/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attemptCases, attemptSettings } from '../../db/schema/attempts';
import { deliveryAttempts } from '../../db/schema/captain-app';
import { areas, governorates } from '../../db/schema/geo';
import { orders } from '../../db/schema/orders';

const { with_captain: withCaptain, delayed } = orderStatuses;
const defaultSettings: AttemptSettings = { default_decision: 'retry', deadline_hours: 24 };

/** The captain's reason for this case: his failed attempt of the same transaction, else 'other' (the desk). */
const reasonOf = sql<string>`coalesce((select ${deliveryAttempts.reason} from ${deliveryAttempts}
  where ${deliveryAttempts.orderId} = ${attemptCases.orderId} and ${deliveryAttempts.outcome} = 'failed'
    and ${deliveryAttempts.createdAt} = ${attemptCases.createdAt}
  order by ${deliveryAttempts.id} limit 1), 'other')`;
const attemptsOf = sql<number>`(select count(*)::int from ${attemptCases} c2 where c2.order_id = ${attemptCases.orderId})`;
const openWhere = (clientId: number) =>
  and(eq(attemptCases.clientId, clientId), isNull(attemptCases.decidedAt), eq(orders.status, delayed));
/** The decisions since a moment (the desk's closings are not the merchant's decisions: left out). */
const decidedWhere = (clientId: number, since: Date) =>
  and(
    eq(attemptCases.clientId, clientId),
    gte(attemptCases.decidedAt, since),
    isNotNull(attemptCases.decision),
  );

/**
 * The failed-attempt cases (decision 068): the orders module's SQL on `attempt_cases` and
 * `attempt_settings`. A case is written by the status hook in the move's own statement.
 */
export function createAttemptsRepository(db: Db) {
  return {
    /**
     * What a move writes: a failed attempt (with captain → delayed) opens a case whose deadline is the
     * merchant's hours from now; any move out of delayed closes an open one (the desk moved on first).
     */
    statusStatements(change: { clientId: number; code: string; from: number; to: number }, now: Date): SQL[] {
      const orderOf = sql`(select ${orders.id} from ${orders}
        where ${orders.clientId} = ${change.clientId} and ${orders.code} = ${change.code})`;
      const at = sql`${now.toISOString()}::timestamptz`;
      if (change.from === withCaptain && change.to === delayed)
        return [
          sql`insert into ${attemptCases} (order_id, client_id, failed_at, deadline_at)
            select ${orderOf}, ${change.clientId}::int, ${at}, ${at} + make_interval(hours =>
              coalesce((select ${attemptSettings.deadlineHours} from ${attemptSettings}
                where ${attemptSettings.clientId} = ${change.clientId}), ${defaultSettings.deadline_hours})::int)`,
        ];
      if (change.from === delayed)
        return [
          sql`update ${attemptCases} set decided_at = ${at}, decided_by = 'desk', updated_at = ${at}
            where ${attemptCases.orderId} = ${orderOf} and ${attemptCases.decidedAt} is null`,
        ];
      return [];
    },

    /**
     * A page of a client's open cases (the nearest deadline first) or of its decisions since `since`
     * (the newest first), and their count.
     */
    async list(
      clientId: number,
      state: 'open' | 'decided',
      since: Date,
      lang: Language,
      page: { offset: number; limit: number },
    ) {
      const en = lang === 'en';
      const where = state === 'open' ? openWhere(clientId) : decidedWhere(clientId, since);
      const rows = await db
        .select({
          orderId: orders.id,
          code: orders.code,
          receiver: orders.receiver,
          phone: orders.phone1,
          governorate: en ? governorates.nameEn : governorates.nameAr,
          area: en ? areas.nameEn : areas.nameAr,
          address: orders.address,
          amount: orders.amountToBeCollected,
          reason: reasonOf,
          attempts: attemptsOf,
          failedAt: attemptCases.failedAt,
          deadlineAt: attemptCases.deadlineAt,
          receiverRequest: attemptCases.receiverRequest,
          decision: attemptCases.decision,
          decidedBy: attemptCases.decidedBy,
          decidedAt: attemptCases.decidedAt,
          decisionDay: sql<string | null>`${attemptCases.decisionDay}::text`,
        })
        .from(attemptCases)
        .innerJoin(orders, eq(orders.id, attemptCases.orderId))
        .innerJoin(governorates, eq(governorates.id, orders.governorateId))
        .innerJoin(areas, eq(areas.id, orders.areaId))
        .where(where)
        .orderBy(
          ...(state === 'open'
            ? [asc(attemptCases.deadlineAt), asc(attemptCases.id)]
            : [desc(attemptCases.decidedAt), desc(attemptCases.id)]),
        )
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(attemptCases)
        .innerJoin(orders, eq(orders.id, attemptCases.orderId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The codes of these orders of the client (a bulk decision answers per code; others' ids are absent). */
    async codesOf(clientId: number, ids: number[]): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: orders.id, code: orders.code })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, ids)));
      return new Map(rows.map((r) => [r.id, r.code]));
    },

    /** The order's open case, locked for its decision (in the decision's transaction), or undefined. */
    async lockOpenCase(tx: Db, orderId: number) {
      const [row] = await tx
        .select({ id: attemptCases.id, receiverRequest: attemptCases.receiverRequest })
        .from(attemptCases)
        .where(and(eq(attemptCases.orderId, orderId), isNull(attemptCases.decidedAt)))
        .orderBy(asc(attemptCases.id))
        .for('update');
      return row;
    },

    /** These orders' open cases, locked (after their orders: the status hook's order), by order id. */
    async lockOpenCases(tx: Db, orderIds: number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: attemptCases.id, orderId: attemptCases.orderId })
        .from(attemptCases)
        .where(and(inArray(attemptCases.orderId, orderIds), isNull(attemptCases.decidedAt)))
        .orderBy(asc(attemptCases.id))
        .for('update');
      const byOrder = new Map<number, number>();
      for (const r of rows) if (!byOrder.has(r.orderId)) byOrder.set(r.orderId, r.id);
      return byOrder;
    },

    /** One decision closing many cases (a merchant's bulk decision), one statement. */
    async decideMany(
      tx: Db,
      caseIds: number[],
      d: { decision: string; by: string; day: string | null; now: Date },
    ): Promise<void> {
      if (caseIds.length === 0) return;
      await tx
        .update(attemptCases)
        .set({
          decision: d.decision,
          decidedBy: d.by,
          decisionDay: d.day,
          decidedAt: d.now,
          updatedAt: d.now,
        })
        .where(inArray(attemptCases.id, caseIds));
    },

    async decide(
      tx: Db,
      caseId: number,
      d: { decision: string; by: string; day: string | null; now: Date; request?: ReceiverRequest },
    ): Promise<void> {
      await tx
        .update(attemptCases)
        .set({
          decision: d.decision,
          decidedBy: d.by,
          decisionDay: d.day,
          decidedAt: d.now,
          updatedAt: d.now,
          ...(d.request ? { receiverRequest: d.request } : {}),
        })
        .where(eq(attemptCases.id, caseId));
    },

    /** The receiver's request on the order's open case; false when none is open. */
    async saveReceiverRequest(orderId: number, request: ReceiverRequest, now: Date): Promise<boolean> {
      const rows = await db
        .update(attemptCases)
        .set({ receiverRequest: request, updatedAt: now })
        .where(and(eq(attemptCases.orderId, orderId), isNull(attemptCases.decidedAt)))
        .returning({ id: attemptCases.id });
      return rows.length > 0;
    },

    /** Is the order waiting for a decision (an open case and still delayed)? */
    /** The reason code of the order's open case (the receiver's page names it), or null: none open. */
    async openReason(orderId: number): Promise<string | null> {
      const [row] = await db
        .select({ reason: reasonOf })
        .from(attemptCases)
        .innerJoin(orders, eq(orders.id, attemptCases.orderId))
        .where(
          and(eq(attemptCases.orderId, orderId), isNull(attemptCases.decidedAt), eq(orders.status, delayed)),
        )
        .limit(1);
      return row?.reason ?? null;
    },

    /** Open cases past their deadline (`attempt_cases_deadline_idx`), with their merchant's default. */
    async due(now: Date, limit: number) {
      return db
        .select({
          orderId: attemptCases.orderId,
          clientId: attemptCases.clientId,
          decision: sql<'retry' | 'return'>`coalesce(${attemptSettings.defaultDecision}, 'retry')`,
        })
        .from(attemptCases)
        .leftJoin(attemptSettings, eq(attemptSettings.clientId, attemptCases.clientId))
        .where(and(isNull(attemptCases.decidedAt), lte(attemptCases.deadlineAt, now)))
        .orderBy(asc(attemptCases.deadlineAt), asc(attemptCases.id))
        .limit(limit);
    },

    /** A case the job could not decide (the order left delayed some other way): closed as the desk's. */
    async closeAsDesk(orderId: number, now: Date): Promise<void> {
      await db
        .update(attemptCases)
        .set({ decidedAt: now, decidedBy: 'desk', updatedAt: now })
        .where(and(eq(attemptCases.orderId, orderId), isNull(attemptCases.decidedAt)));
    },

    async settingsOf(clientId: number): Promise<AttemptSettings> {
      const [row] = await db.select().from(attemptSettings).where(eq(attemptSettings.clientId, clientId));
      return row
        ? { default_decision: row.defaultDecision, deadline_hours: row.deadlineHours }
        : defaultSettings;
    },

    async saveSettings(clientId: number, s: AttemptSettings): Promise<void> {
      const values = { defaultDecision: s.default_decision, deadlineHours: s.deadline_hours };
      await db
        .insert(attemptSettings)
        .values({ clientId, ...values })
        .onConflictDoUpdate({ target: attemptSettings.clientId, set: values });
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
