import { lastAttemptsShown, orderStatuses, type Language } from '@courier/contracts';
import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TransitionStore } from '../../db/transition';
import { captainRunStops, deliveryAttempts, deliveryCodes } from '../../db/schema/captain-app';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import { orderLogs, orders } from '../../db/schema/orders';
import { storedFiles } from '../../db/schema/support';
import { updateWithLog } from '../../db/sql/logged-update';
import type { OrderLogInsert, OrderUpdate } from './orders-query.repository';

/**
 * The SQL of the captain's run (decision 061): the orders the office gave a captain, his route order and
 * scans, the receiver's delivery codes and each attempt's record. Every query names the captain.
 */

const withCaptain = orderStatuses.with_captain;

const stopColumns = (lang: Language) => ({
  id: orders.id,
  code: orders.code,
  barCode: orders.barCode,
  client: clients.name,
  receiver: orders.receiver,
  phone1: orders.phone1,
  phone2: orders.phone2,
  governorate: lang === 'en' ? governorates.nameEn : governorates.nameAr,
  area: lang === 'en' ? areas.nameEn : areas.nameAr,
  address: orders.address,
  notes: orders.notes,
  amountToBeCollected: orders.amountToBeCollected,
  scannedAt: captainRunStops.scannedAt,
});
export type RunStopRow = {
  id: number;
  code: string;
  barCode: string | null;
  client: string;
  receiver: string;
  phone1: string;
  phone2: string | null;
  governorate: string;
  area: string;
  address: string;
  notes: string | null;
  amountToBeCollected: string;
  scannedAt: Date | null;
};

/** What a captain's deliver or fail reads of the order it locks. */
const movableColumns = {
  id: orders.id,
  clientId: orders.clientId,
  code: orders.code,
  status: orders.status,
  captainId: orders.captainId,
  amountToBeCollected: orders.amountToBeCollected,
  receivedAmount: orders.receivedAmount,
};
export type CaptainMovableOrder = {
  id: number;
  clientId: number;
  code: string;
  status: number;
  captainId: number | null;
  amountToBeCollected: string;
  receivedAmount: string | null;
};

export type DeliveryAttemptInsert = typeof deliveryAttempts.$inferInsert;

export function createCaptainOrdersRepository(db: Db) {
  const runQuery = (captainId: number, lang: Language, only?: SQL_) =>
    db
      .select(stopColumns(lang))
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .innerJoin(governorates, eq(governorates.id, orders.governorateId))
      .innerJoin(areas, eq(areas.id, orders.areaId))
      .leftJoin(
        captainRunStops,
        and(eq(captainRunStops.orderId, orders.id), eq(captainRunStops.captainId, captainId)),
      )
      .where(and(eq(orders.captainId, captainId), eq(orders.status, withCaptain), only))
      .orderBy(sql`${captainRunStops.position} asc nulls last`, asc(orders.id));

  return {
    /** Today's run: the captain's orders with him, in his route order (new ones last). */
    run: (captainId: number, lang: Language): Promise<RunStopRow[]> => runQuery(captainId, lang),

    /** One stop of the run by its code or bar code (scan to confirm). */
    async stopByCode(captainId: number, code: string, lang: Language): Promise<RunStopRow | undefined> {
      const [row] = await runQuery(
        captainId,
        lang,
        or(eq(orders.code, code), eq(orders.barCode, code)),
      ).limit(1);
      return row;
    },

    /** Saves the captain's route order; ids not in his run are ignored. */
    async setRoute(captainId: number, orderIds: number[]): Promise<void> {
      if (orderIds.length === 0) return;
      const mine = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.captainId, captainId), eq(orders.status, withCaptain), inArray(orders.id, orderIds)),
        );
      const owned = new Set(mine.map((r) => r.id));
      const rows = orderIds
        .filter((id) => owned.has(id))
        .map((orderId, position) => ({ captainId, orderId, position }));
      if (rows.length === 0) return;
      await db
        .insert(captainRunStops)
        .values(rows)
        .onConflictDoUpdate({
          target: [captainRunStops.captainId, captainRunStops.orderId],
          set: { position: sql`excluded.position`, updatedAt: sql`now()` },
        });
    },

    async markScanned(captainId: number, orderId: number, at: Date): Promise<void> {
      await db
        .insert(captainRunStops)
        .values({ captainId, orderId, scannedAt: at })
        .onConflictDoUpdate({
          target: [captainRunStops.captainId, captainRunStops.orderId],
          set: { scannedAt: sql`coalesce(${captainRunStops.scannedAt}, excluded.scanned_at)` },
        });
    },

    /** The order's client and captain, unlocked: for the idempotency scope and the code check. */
    async orderOwner(orderId: number) {
      const [row] = await db
        .select({ clientId: orders.clientId, captainId: orders.captainId, status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /** The order as `transition()` moves it for a captain: locked FOR UPDATE, logged as the captain. */
    movable(orderId: number): TransitionStore<CaptainMovableOrder, OrderUpdate, OrderLogInsert> {
      let locked: CaptainMovableOrder | undefined;
      return {
        lock: async (tx) => {
          [locked] = await tx.select(movableColumns).from(orders).where(eq(orders.id, orderId)).for('update');
          return locked;
        },
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(orders).set(values).where(eq(orders.id, locked!.id)),
            tx.insert(orderLogs).values({ ...entry, orderId: locked!.id, clientId: locked!.clientId }),
            also,
            answer,
          ),
      };
    },

    /** A new receiver's code each time the order goes out with a captain (wrong tries start again). */
    async renewDeliveryCode(tx: Db, orderId: number, code: string): Promise<void> {
      await tx
        .insert(deliveryCodes)
        .values({ orderId, code })
        .onConflictDoUpdate({
          target: deliveryCodes.orderId,
          set: { code, wrongTries: 0, usedAt: null, updatedAt: sql`now()` },
        });
    },

    async deliveryCode(orderId: number) {
      const [row] = await db
        .select({
          code: deliveryCodes.code,
          wrongTries: deliveryCodes.wrongTries,
          usedAt: deliveryCodes.usedAt,
        })
        .from(deliveryCodes)
        .where(eq(deliveryCodes.orderId, orderId));
      return row;
    },

    /** Counts a wrong code (committed on its own: the refusal must not roll it back). */
    async countWrongCode(orderId: number): Promise<void> {
      await db
        .update(deliveryCodes)
        .set({ wrongTries: sql`${deliveryCodes.wrongTries} + 1` })
        .where(eq(deliveryCodes.orderId, orderId));
    },

    async markCodeUsed(tx: Db, orderId: number, at: Date): Promise<void> {
      await tx.update(deliveryCodes).set({ usedAt: at }).where(eq(deliveryCodes.orderId, orderId));
    },

    /** The ids of an order's attempts (each owns its photo or signature in the files module). */
    async attemptIds(tx: Db, orderId: number): Promise<number[]> {
      const rows = await tx
        .select({ id: deliveryAttempts.id })
        .from(deliveryAttempts)
        .where(eq(deliveryAttempts.orderId, orderId));
      return rows.map((r) => r.id);
    },

    /** Records an attempt; its id owns the attempt's photo or signature (`stored_files`). */
    async insertAttempt(tx: Db, attempt: DeliveryAttemptInsert): Promise<number> {
      const [row] = await tx.insert(deliveryAttempts).values(attempt).returning({ id: deliveryAttempts.id });
      return row!.id;
    },

    /**
     * The merchant's view of each order's attempts (decision 065): its delivery proof and newest failed
     * attempts, by order id, from the one SQL expression the webhook events use too. Only the client's.
     */
    /** The same for the desk: any client's order by its code; null when there is none. */
    async attemptsByCode(code: string): Promise<unknown> {
      const [row] = await db
        .select({ attempts: orderAttemptsJson(sql`${orders}.${sql.identifier(orders.id.name)}`) })
        .from(orders)
        .where(eq(orders.code, code))
        .limit(1);
      return row?.attempts ?? null;
    },

    async lastAttempts(clientId: number, orderIds: number[]): Promise<Map<number, unknown>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        // Qualified: a one-table select writes its columns bare, and a bare "id" inside the attempts'
        // subqueries would be the attempt's own id.
        .select({
          id: orders.id,
          attempts: orderAttemptsJson(sql`${orders}.${sql.identifier(orders.id.name)}`),
        })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, orderIds)));
      return new Map(rows.map((r) => [r.id, r.attempts]));
    },
  };
}

/** An attempt's moment as the API writes times: ISO 8601 in UTC with milliseconds, on both engines. */
const isoUtc = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `{proof, last_attempts}` of one order as jsonb (contracts `orderAttemptsSchema`): the newest delivered
 * attempt's proof and the newest failed attempts, each with its image (the `stored_files` row the attempt
 * owns). One expression for the order details, the v1 answer and the `order.status_changed` event.
 */
export function orderAttemptsJson(orderId: SQLWrapper): SQL<unknown> {
  const a = sql.raw('a');
  const file = sql`(select jsonb_build_object('id', f.id, 'mime', f.mime, 'url', 'files/' || f.id,
      'thumb_url', case when f.thumb_key is null then null else 'files/' || f.id || '?thumb=1' end)
    from ${storedFiles} f where f.owner_kind = 'delivery_attempt' and f.owner_id = ${a}.id
    order by f.id limit 1)`;
  const position = sql`case when ${a}.lat is null then null
    else jsonb_build_object('lat', ${a}.lat, 'lng', ${a}.lng) end`;
  return sql`jsonb_build_object(
    'proof', (select jsonb_build_object('kind', ${a}.proof_kind, 'at', ${isoUtc(sql`${a}.acted_at`)},
        'position', ${position}, 'file', ${file})
      from ${deliveryAttempts} ${a} where ${a}.order_id = ${orderId} and ${a}.outcome = 'delivered'
      order by ${a}.id desc limit 1),
    'last_attempts', coalesce((select jsonb_agg(x.attempt order by x.id desc) from (
        select ${a}.id, jsonb_build_object('outcome', 'failed', 'reason', ${a}.reason, 'note', ${a}.note,
          'at', ${isoUtc(sql`${a}.acted_at`)}, 'position', ${position}, 'file', ${file}) as attempt
        from ${deliveryAttempts} ${a} where ${a}.order_id = ${orderId} and ${a}.outcome = 'failed'
        order by ${a}.id desc limit ${sql.raw(String(lastAttemptsShown))}) x), '[]'::jsonb))`;
}

/**
 * The same for the order a status change names (its client and code): the webhooks module's
 * `order.status_changed` event carries it (given by app.ts, as the supplies module's next supply day).
 */
export const orderAttemptsSql = (clientId: number, code: string): SQL =>
  orderAttemptsJson(sql`(select ${orders.id} from ${orders}
    where ${orders.clientId} = ${clientId} and ${orders.code} = ${code})`);

type SQL_ = ReturnType<typeof sql> | undefined;
export type CaptainOrdersRepository = ReturnType<typeof createCaptainOrdersRepository>;
