import { orderStatuses, type Language } from '@courier/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TransitionStore } from '../../db/transition';
import { captainRunStops, deliveryAttempts, deliveryCodes } from '../../db/schema/captain-app';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import { orderLogs, orders } from '../../db/schema/orders';
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
export type DeliveryAttemptRow = typeof deliveryAttempts.$inferSelect;

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

    async insertAttempt(tx: Db, attempt: DeliveryAttemptInsert): Promise<void> {
      await tx.insert(deliveryAttempts).values(attempt);
    },

    /** The newest attempt of each order (the merchant's proof), by order id. */
    async lastAttempts(clientId: number, orderIds: number[]): Promise<Map<number, DeliveryAttemptRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([deliveryAttempts.orderId])
        .from(deliveryAttempts)
        .where(and(eq(deliveryAttempts.clientId, clientId), inArray(deliveryAttempts.orderId, orderIds)))
        .orderBy(deliveryAttempts.orderId, sql`${deliveryAttempts.id} desc`);
      return new Map(rows.map((r) => [r.orderId, r]));
    },
  };
}

type SQL_ = ReturnType<typeof sql> | undefined;
export type CaptainOrdersRepository = ReturnType<typeof createCaptainOrdersRepository>;
