import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { internationalShipmentEvents, internationalShipments } from '../../db/schema/stock';
import { isUniqueViolation } from '../../db/sql/errors';
import { containsText } from '../../db/sql/text';
import { shipmentColumns } from './tracking.repository';

/** The staff side of the database tracking provider: shipments and their events (decision 020). */

export interface ShipmentFields {
  code: string;
  carrier: string;
  status: string;
  origin: string | null;
  destination: string | null;
  clientId: number | null;
}

export interface ShipmentEventFields {
  happenedAt: Date;
  status: string;
  descriptionAr: string;
  descriptionEn: string;
  location: string | null;
}

export interface ShipmentRow extends ShipmentFields {
  id: number;
  eventsCount: number;
  lastEventAt: Date | string | null;
  updatedAt: Date;
}

/** The outer row's id, qualified: drizzle leaves columns of a one-table select unqualified. */
const shipmentRef = sql.raw('"international_shipments"."id"');
const ev = internationalShipmentEvents;

const columns = {
  ...shipmentColumns,
  clientId: internationalShipments.clientId,
  updatedAt: internationalShipments.updatedAt,
  eventsCount: sql<number>`(select count(*)::int from ${ev} where ${ev.shipmentId} = ${shipmentRef})`,
  lastEventAt: sql<
    Date | string | null
  >`(select max(${ev.happenedAt}) from ${ev} where ${ev.shipmentId} = ${shipmentRef})`,
};

const byCode = (search: string | undefined) =>
  search ? containsText(internationalShipments.code, search) : undefined;

/** Marks a shipment changed (the list shows the latest changed first); false when there is none. */
async function touch(tx: Db, shipmentId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(internationalShipments)
    .set({ updatedAt: at })
    .where(eq(internationalShipments.id, shipmentId))
    .returning({ id: internationalShipments.id });
  return rows.length > 0;
}

export function createOpsTrackingRepository(db: Db) {
  return {
    /** Newest changed first; `search` is a part of the code. */
    async page(
      search: string | undefined,
      window: { offset: number; limit: number },
    ): Promise<ShipmentRow[]> {
      return db
        .select(columns)
        .from(internationalShipments)
        .where(byCode(search))
        .orderBy(desc(internationalShipments.updatedAt), desc(internationalShipments.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(search: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(internationalShipments)
        .where(byCode(search));
      return row?.n ?? 0;
    },

    async find(id: number): Promise<ShipmentRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(internationalShipments)
        .where(eq(internationalShipments.id, id));
      return row;
    },

    /** Newest first, as the merchant's timeline shows them. */
    events: (shipmentId: number) =>
      db
        .select({
          id: ev.id,
          happenedAt: ev.happenedAt,
          status: ev.status,
          descriptionAr: ev.descriptionAr,
          descriptionEn: ev.descriptionEn,
          location: ev.location,
        })
        .from(ev)
        .where(eq(ev.shipmentId, shipmentId))
        .orderBy(desc(ev.happenedAt), desc(ev.id)),

    async clientExists(clientId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
      return row !== undefined;
    },

    /** The new id, or 'taken' when another shipment has the code (the unique index decides). */
    async insert(fields: ShipmentFields, at: Date): Promise<number | 'taken'> {
      try {
        const [row] = await db
          .insert(internationalShipments)
          .values({ ...fields, createdAt: at, updatedAt: at })
          .returning({ id: internationalShipments.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** False when there is no such shipment, 'taken' when another shipment has the code. */
    async update(id: number, fields: ShipmentFields, at: Date): Promise<boolean | 'taken'> {
      try {
        const rows = await db
          .update(internationalShipments)
          .set({ ...fields, updatedAt: at })
          .where(eq(internationalShipments.id, id))
          .returning({ id: internationalShipments.id });
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Its events go with it (on delete cascade). */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(internationalShipments)
        .where(eq(internationalShipments.id, id))
        .returning({ id: internationalShipments.id });
      return rows.length > 0;
    },

    /** Adds an event and marks the shipment changed; false when there is no such shipment. */
    async insertEvent(shipmentId: number, fields: ShipmentEventFields, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await touch(tx, shipmentId, at))) return false;
        await tx.insert(ev).values({ shipmentId, ...fields, createdAt: at, updatedAt: at });
        return true;
      });
    },

    /** False when the event is not the shipment's. */
    async updateEvent(
      shipmentId: number,
      eventId: number,
      fields: ShipmentEventFields,
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(ev)
          .set({ ...fields, updatedAt: at })
          .where(and(eq(ev.id, eventId), eq(ev.shipmentId, shipmentId)))
          .returning({ id: ev.id });
        if (rows.length > 0) await touch(tx, shipmentId, at);
        return rows.length > 0;
      });
    },

    async removeEvent(shipmentId: number, eventId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(ev)
          .where(and(eq(ev.id, eventId), eq(ev.shipmentId, shipmentId)))
          .returning({ id: ev.id });
        if (rows.length > 0) await touch(tx, shipmentId, at);
        return rows.length > 0;
      });
    },
  };
}

export type OpsTrackingRepository = ReturnType<typeof createOpsTrackingRepository>;
