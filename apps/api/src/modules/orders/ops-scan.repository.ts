import { orderStatuses, type Language } from '@courier/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import { missionOrders, missions } from '../../db/schema/missions';
import { branches, captains } from '../../db/schema/ops';
import { orderLogs, orders } from '../../db/schema/orders';
import { containsText } from '../../db/sql/text';
import { onBusinessDay } from '../../db/sql/time';
import { heldSql } from './orders-query.repository';

/**
 * The SQL of scanning and of the run sheets and manifests (issue 36, decision 059): reads only, across
 * every client (staff routes).
 */

const nameIn = <A, E>(lang: Language, t: { nameAr: A; nameEn: E }): A | E =>
  lang === 'en' ? t.nameEn : t.nameAr;

/** A resend to a new address carries its own governorate and area: the sheet shows where to go now. */
const resendGovernorates = alias(governorates, 'resend_governorates');
const resendAreas = alias(areas, 'resend_areas');

/** A parcel at the company waiting to go back to its merchant: the returns manifest's orders. */
// A test order can reach `with_company` by a test key's test-only move (decision 074): never the desk's.
const waitingReturn = and(eq(orders.status, orderStatuses.with_company), eq(orders.test, false));

/** What a sheet prints of an order (the resend columns: where a resend to a new address goes now). */
export interface SheetOrderRow {
  code: string;
  status: number;
  client: string;
  receiver: string;
  phone1: string;
  phone2: string | null;
  governorate: string;
  area: string;
  address: string;
  resendType: number | null;
  resendGovernorate: string | null;
  resendArea: string | null;
  resendAddress: string | null;
  resendPhone: string | null;
  amountToBeCollected: string;
  notes: string | null;
  content: string;
}

export function createOpsScanRepository(db: Db) {
  /** The columns a sheet prints, one query for any set of orders (`where`), in code order. */
  function sheetOrders(where: ReturnType<typeof and>, lang: Language): Promise<SheetOrderRow[]> {
    return db
      .select({
        code: orders.code,
        status: orders.status,
        client: clients.name,
        receiver: orders.receiver,
        phone1: orders.phone1,
        phone2: orders.phone2,
        governorate: nameIn(lang, governorates),
        area: nameIn(lang, areas),
        address: orders.address,
        resendType: orders.resendType,
        resendGovernorate: nameIn(lang, resendGovernorates),
        resendArea: nameIn(lang, resendAreas),
        resendAddress: orders.resendAddress,
        resendPhone: orders.resendPhone,
        amountToBeCollected: orders.amountToBeCollected,
        notes: orders.notes,
        content: orders.content,
      })
      .from(orders)
      .innerJoin(clients, eq(clients.id, orders.clientId))
      .innerJoin(governorates, eq(governorates.id, orders.governorateId))
      .innerJoin(areas, eq(areas.id, orders.areaId))
      .leftJoin(resendGovernorates, eq(resendGovernorates.id, orders.resendGovernorateId))
      .leftJoin(resendAreas, eq(resendAreas.id, orders.resendAreaId))
      .where(where)
      .orderBy(asc(orders.id));
  }

  return {
    /** The orders behind scanned codes (by code or bar code), with what a batch row shows and the branch. */
    scanned(codes: string[], lang: Language) {
      return db
        .select({
          code: orders.code,
          barCode: orders.barCode,
          status: orders.status,
          branchId: orders.branchId,
          branch: nameIn(lang, branches),
          client: clients.name,
          receiver: orders.receiver,
          governorate: nameIn(lang, governorates),
          area: nameIn(lang, areas),
          amountToBeCollected: orders.amountToBeCollected,
          shippingCost: orders.shippingCost,
          held: heldSql,
        })
        .from(orders)
        .innerJoin(clients, eq(clients.id, orders.clientId))
        .innerJoin(governorates, eq(governorates.id, orders.governorateId))
        .innerJoin(areas, eq(areas.id, orders.areaId))
        .leftJoin(branches, eq(branches.id, orders.branchId))
        .where(and(or(inArray(orders.code, codes), inArray(orders.barCode, codes)), eq(orders.test, false)));
    },

    async captain(id: number) {
      const [row] = await db
        .select({ id: captains.id, name: captains.name, phone: captains.phone, branchId: captains.branchId })
        .from(captains)
        .where(eq(captains.id, id));
      return row;
    },

    /** A captain's run of a day: the orders moved to him on that business day (whatever they are now). */
    runOrders(captainId: number, day: string, lang: Language) {
      const loaded = sql`exists (select 1 from ${orderLogs} where ${orderLogs.orderId} = ${orders.id}
        and ${orderLogs.toStatus} = ${orderStatuses.with_captain} and ${onBusinessDay(orderLogs.createdAt, day)})`;
      return sheetOrders(and(eq(orders.captainId, captainId), loaded), lang);
    },

    async mission(id: number) {
      const [row] = await db
        .select({ id: missions.id, code: missions.code, client: clients.name })
        .from(missions)
        .innerJoin(clients, eq(clients.id, missions.clientId))
        .where(eq(missions.id, id));
      return row;
    },

    missionOrders(missionId: number, lang: Language) {
      const carried = sql`${orders.id} in (select ${missionOrders.orderId} from ${missionOrders}
        where ${missionOrders.missionId} = ${missionId})`;
      return sheetOrders(and(carried), lang);
    },

    async client(id: number) {
      const [row] = await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(eq(clients.id, id));
      return row;
    },

    /** A merchant's parcels at the company waiting to go back (`with_company`). */
    returnOrders(clientId: number, lang: Language) {
      return sheetOrders(and(eq(orders.clientId, clientId), waitingReturn), lang);
    },

    /**
     * The merchants with returns waiting (the returns manifest's picker), by name, the most parcels first:
     * per merchant a probe of its (client, status) index, never a scan of every order.
     */
    async returnsWaiting(
      search: string | undefined,
    ): Promise<{ id: number; name: string; orders: number }[]> {
      // Written out: in a one-table select drizzle leaves a subquery's columns unqualified.
      const result = await db.execute(sql`
        select c.id, c.name, w.orders
        from ${clients} c
        cross join lateral (select count(*)::int as orders from ${orders}
          where ${orders.clientId} = c.id and ${waitingReturn}) w
        where w.orders > 0 ${search ? sql`and ${containsText(sql`c.name`, search)}` : sql``}
        order by w.orders desc, c.id
        limit 50`);
      return (result as unknown as { rows: { id: number; name: string; orders: number }[] }).rows;
    },
  };
}

export type OpsScanRepository = ReturnType<typeof createOpsScanRepository>;
