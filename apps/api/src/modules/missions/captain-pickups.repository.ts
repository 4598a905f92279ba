import { missionStatuses, missionTypes, orderStatuses, type Language } from '@courier/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import { captainPickupScans, clientAddresses, missionOrders, missions } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { canceled } from './missions-query.repository';

/**
 * The SQL of a captain's pickups (issue 37 §2, decision 066): his open pickup missions, their manifests (the
 * client's sent orders the execution will take, the same rule as `pickupCandidates`) and his scans there.
 */

const pickupTypes = [missionTypes.receiving, missionTypes.receiving_and_returns];
const assigned = [missionStatuses.for_captain, missionStatuses.given_for_captain];
/** A manifest lists at most this many parcels (a merchant's sent orders). */
const manifestCap = 500;

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface ManifestRow {
  mission_id: number;
  id: number;
  code: string;
  bar_code: string | null;
  receiver: string;
  scanned: boolean;
}

/** Sent orders of mission `m`'s client that no other open pickup mission carries. */
const onManifest = sql`o.client_id = m.client_id and o.status = ${orderStatuses.sent}
  and not exists (select 1 from ${missionOrders} mo join ${missions} m2 on m2.id = mo.mission_id
    where mo.order_id = o.id and m2.id <> m.id
      and m2.type in (${sql.join(pickupTypes, sql`, `)})
      and m2.status not in (${sql.join(canceled, sql`, `)}))`;

export function createCaptainPickupsRepository(db: Db) {
  return {
    /** His open pickup missions, due first, with the merchant and the pickup address. */
    pickups: (captainId: number, lang: Language) =>
      db
        .select({
          id: missions.id,
          code: missions.code,
          type: missions.type,
          client: clients.name,
          phone: sql<string | null>`coalesce(${clientAddresses.phone}, ${clients.phone1})`,
          governorate: lang === 'en' ? governorates.nameEn : governorates.nameAr,
          area: lang === 'en' ? areas.nameEn : areas.nameAr,
          address: clientAddresses.address,
          notes: missions.notes,
          due_date: sql<string | null>`${missions.dueDate}::text`,
        })
        .from(missions)
        .innerJoin(clients, eq(clients.id, missions.clientId))
        .leftJoin(clientAddresses, eq(clientAddresses.id, missions.addressId))
        .leftJoin(governorates, eq(governorates.id, clientAddresses.governorateId))
        .leftJoin(areas, eq(areas.id, clientAddresses.areaId))
        .where(
          and(
            eq(missions.captainId, captainId),
            inArray(missions.type, pickupTypes),
            inArray(missions.status, assigned),
          ),
        )
        .orderBy(sql`${missions.dueDate} asc nulls last`, asc(missions.id)),

    /** The manifests of these missions, each parcel with whether the captain confirmed it there. */
    manifests: (missionIds: number[]) =>
      missionIds.length === 0
        ? Promise.resolve([] as ManifestRow[])
        : rowsOf<ManifestRow>(
            db,
            sql`select m.id as mission_id, p.id, p.code, p.bar_code, p.receiver, p.scanned
                  from ${missions} m
                  cross join lateral (
                    select o.id, o.code, o.bar_code, o.receiver, (s.id is not null) as scanned
                      from ${orders} o
                      left join ${captainPickupScans} s on s.mission_id = m.id and s.order_id = o.id
                     where ${onManifest}
                     order by o.id limit ${manifestCap}) p
                 where m.id in (${sql.join(missionIds, sql`, `)})
                 order by m.id, p.id`,
          ),

    /**
     * Confirms a parcel at one of his open pickups by its code or bar code; the order id, or null when the
     * mission is not his open pickup or the code is not on its manifest.
     */
    async scan(captainId: number, missionId: number, code: string, at: Date): Promise<number | null> {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`select o.id from ${missions} m join ${orders} o on (o.code = ${code} or o.bar_code = ${code})
             where m.id = ${missionId} and m.captain_id = ${captainId}
               and m.type in (${sql.join(pickupTypes, sql`, `)})
               and m.status in (${sql.join(assigned, sql`, `)})
               and ${onManifest}
             limit 1`,
      );
      if (!row) return null;
      await db
        .insert(captainPickupScans)
        .values({ missionId, orderId: row.id, captainId, scannedAt: at })
        .onConflictDoNothing();
      return row.id;
    },
  };
}

export type CaptainPickupsRepository = ReturnType<typeof createCaptainPickupsRepository>;
