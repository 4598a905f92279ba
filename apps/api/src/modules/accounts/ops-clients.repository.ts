import { missionStatuses } from '@courier/contracts';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema/clients-users';
import { missions } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { containsText, idEqualsText } from '../../db/sql/text';

/** The clients desk's SQL (issue 7 §5): every client, one client's picture, and the suspension flag. */

export interface OpsClientFilter {
  search?: string | undefined;
  freezed?: boolean | undefined;
}

/** The outer row's id, qualified: drizzle leaves columns of a one-table select unqualified. */
const clientRef = sql.raw('"clients"."id"');

const open = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];

const mainEmail = sql<
  string | null
>`(select ${users.email} from ${users} where ${users.clientId} = ${clientRef} and ${users.isMain} order by ${users.id} limit 1)`;

function where(f: OpsClientFilter): SQL {
  const text = f.search;
  return and(
    isNull(clients.deletedAt),
    f.freezed === undefined ? undefined : eq(clients.isFreezed, f.freezed),
    text
      ? or(
          containsText(clients.name, text),
          containsText(clients.phone1, text),
          containsText(clients.phone2, text),
          sql`exists (select 1 from ${users} where ${users.clientId} = ${clientRef} and ${containsText(users.email, text)})`,
          idEqualsText(clients.id, text),
        )
      : undefined,
  )!;
}

const columns = {
  id: clients.id,
  name: clients.name,
  phone: clients.phone1,
  email: mainEmail,
  isFreezed: clients.isFreezed,
  createdAt: clients.createdAt,
  ordersCount: sql<number>`(select count(*)::int from ${orders} where ${orders.clientId} = ${clientRef} and not ${orders.test})`,
  openMissions: sql<number>`(select count(*)::int from ${missions} where ${missions.clientId} = ${clientRef} and ${missions.status} in (${sql.join(open, sql`, `)}))`,
};

export type OpsClientRow = {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  isFreezed: boolean;
  createdAt: Date;
  ordersCount: number;
  openMissions: number;
};

export function createOpsClientsRepository(db: Db) {
  return {
    async page(filter: OpsClientFilter, window: { offset: number; limit: number }): Promise<OpsClientRow[]> {
      return db
        .select(columns)
        .from(clients)
        .where(where(filter))
        .orderBy(asc(clients.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(filter: OpsClientFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(clients)
        .where(where(filter));
      return row?.n ?? 0;
    },

    async find(id: number): Promise<OpsClientRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(clients)
        .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
      return row;
    },

    latestOrders: (clientId: number, limit: number) =>
      db
        .select({
          id: orders.id,
          code: orders.code,
          status: orders.status,
          receiver: orders.receiver,
          amountToBeCollected: orders.amountToBeCollected,
          receivedAmount: orders.receivedAmount,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.test, false)))
        .orderBy(desc(orders.id))
        .limit(limit),

    ordersByStatus: (clientId: number) =>
      db
        .select({ status: orders.status, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), eq(orders.test, false)))
        .groupBy(orders.status)
        .orderBy(asc(orders.status)),

    /** Sets the suspension flag; answers false when there is no such (live) client. */
    async setFreezed(id: number, isFreezed: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ isFreezed, updatedAt: at })
        .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },
  };
}

export type OpsClientsRepository = ReturnType<typeof createOpsClientsRepository>;
