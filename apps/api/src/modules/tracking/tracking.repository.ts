import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { internationalShipmentEvents, internationalShipments } from '../../db/schema/stock';

/** What a shipment shows (the staff list adds its own columns). */
export const shipmentColumns = {
  id: internationalShipments.id,
  code: internationalShipments.code,
  carrier: internationalShipments.carrier,
  status: internationalShipments.status,
  origin: internationalShipments.origin,
  destination: internationalShipments.destination,
};

/** The merchant's read of the database tracking provider: shipments staff record, with their events. */
export function createTrackingRepository(db: Db) {
  return {
    /** The shipment with `code` the client may see (its own, or one recorded for no client). */
    async findByCode(clientId: number, code: string) {
      const shipments = await db
        .select(shipmentColumns)
        .from(internationalShipments)
        .where(
          and(
            eq(internationalShipments.code, code),
            or(isNull(internationalShipments.clientId), eq(internationalShipments.clientId, clientId)),
          ),
        );
      if (shipments.length === 0) return [];
      const events = await db
        .select({
          shipmentId: internationalShipmentEvents.shipmentId,
          happenedAt: internationalShipmentEvents.happenedAt,
          status: internationalShipmentEvents.status,
          descriptionAr: internationalShipmentEvents.descriptionAr,
          descriptionEn: internationalShipmentEvents.descriptionEn,
          location: internationalShipmentEvents.location,
        })
        .from(internationalShipmentEvents)
        .where(
          inArray(
            internationalShipmentEvents.shipmentId,
            shipments.map((s) => s.id),
          ),
        )
        .orderBy(desc(internationalShipmentEvents.happenedAt), desc(internationalShipmentEvents.id));
      return shipments.map((s) => ({ ...s, events: events.filter((e) => e.shipmentId === s.id) }));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
