import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema/clients-users';
import { orderImports } from '../../db/schema/orders';
import { storeConnections, storeOrders } from '../../db/schema/store-plugins';

/** The only SQL of store plugins: connections per client, and each store order received once. */

export interface NewConnection {
  clientId: number;
  userId: number;
  platform: 'shopify' | 'woocommerce';
  name: string | null;
  token: string;
  signingSecret: string | null;
  secretLastFour: string | null;
}

const connectionColumns = {
  id: storeConnections.id,
  clientId: storeConnections.clientId,
  platform: storeConnections.platform,
  name: storeConnections.name,
  token: storeConnections.token,
  signingSecret: storeConnections.signingSecret,
  secretLastFour: storeConnections.secretLastFour,
  createdAt: storeConnections.createdAt,
  lastReceivedAt: storeConnections.lastReceivedAt,
};

export function createStorePluginsRepository(db: Db) {
  return {
    /** The client's connections, oldest first, with how many orders each made and how many wait. */
    async list(clientId: number) {
      const created = db
        .select({ connectionId: storeOrders.connectionId, n: count().as('n') })
        .from(storeOrders)
        .where(and(eq(storeOrders.clientId, clientId), eq(storeOrders.outcome, 'created')))
        .groupBy(storeOrders.connectionId)
        .as('created');
      const waiting = db
        .select({ connectionId: storeOrders.connectionId, n: count().as('n') })
        .from(storeOrders)
        .innerJoin(orderImports, eq(orderImports.id, storeOrders.importId))
        .where(and(eq(storeOrders.clientId, clientId), eq(orderImports.state, 'pending_correction')))
        .groupBy(storeOrders.connectionId)
        .as('waiting');
      return db
        .select({
          ...connectionColumns,
          created: sql<number>`coalesce(${created.n}, 0)::int`,
          waiting: sql<number>`coalesce(${waiting.n}, 0)::int`,
        })
        .from(storeConnections)
        .leftJoin(created, eq(created.connectionId, storeConnections.id))
        .leftJoin(waiting, eq(waiting.connectionId, storeConnections.id))
        .where(eq(storeConnections.clientId, clientId))
        .orderBy(storeConnections.id);
    },

    async create(values: NewConnection) {
      const [row] = await db.insert(storeConnections).values(values).returning(connectionColumns);
      return row!;
    },

    async find(clientId: number, id: number) {
      const [row] = await db
        .select(connectionColumns)
        .from(storeConnections)
        .where(and(eq(storeConnections.clientId, clientId), eq(storeConnections.id, id)));
      return row;
    },

    async setSecret(clientId: number, id: number, sealed: string, lastFour: string): Promise<boolean> {
      const rows = await db
        .update(storeConnections)
        .set({ signingSecret: sealed, secretLastFour: lastFour })
        .where(and(eq(storeConnections.clientId, clientId), eq(storeConnections.id, id)))
        .returning({ id: storeConnections.id });
      return rows.length > 0;
    },

    async remove(clientId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(storeConnections)
        .where(and(eq(storeConnections.clientId, clientId), eq(storeConnections.id, id)))
        .returning({ id: storeConnections.id });
      return rows.length > 0;
    },

    /** The connection of a webhook URL, with its owner as the auth guard would read them. */
    async byToken(token: string) {
      const [row] = await db
        .select({
          ...connectionColumns,
          userId: storeConnections.userId,
          isMain: users.isMain,
          hasCompany: clients.hasCompany,
          isFreezed: clients.isFreezed,
          clientDeletedAt: clients.deletedAt,
          userDisabledAt: users.disabledAt,
        })
        .from(storeConnections)
        .innerJoin(users, eq(users.id, storeConnections.userId))
        .innerJoin(clients, eq(clients.id, storeConnections.clientId))
        .where(eq(storeConnections.token, token));
      return row ?? null;
    },

    async touch(clientId: number, id: number, now: Date): Promise<void> {
      await db
        .update(storeConnections)
        .set({ lastReceivedAt: now })
        .where(and(eq(storeConnections.clientId, clientId), eq(storeConnections.id, id)));
    },

    /**
     * Claims a store order for this delivery: null when it was already received. The unique (connection,
     * external id) index decides, so of two concurrent deliveries one waits for the other and gets null.
     */
    async claim(clientId: number, connectionId: number, externalId: string, tx: Db): Promise<number | null> {
      const [row] = await tx
        .insert(storeOrders)
        .values({ clientId, connectionId, externalId, outcome: 'ignored' })
        .onConflictDoNothing({ target: [storeOrders.connectionId, storeOrders.externalId] })
        .returning({ id: storeOrders.id });
      return row?.id ?? null;
    },

    async settle(
      clientId: number,
      id: number,
      outcome: { outcome: 'created' | 'queued' | 'ignored'; orderId?: number; importId?: number },
      tx: Db,
    ): Promise<void> {
      await tx
        .update(storeOrders)
        .set({
          outcome: outcome.outcome,
          orderId: outcome.orderId ?? null,
          importId: outcome.importId ?? null,
        })
        .where(and(eq(storeOrders.clientId, clientId), eq(storeOrders.id, id)));
    },
  };
}

export type StorePluginsRepository = ReturnType<typeof createStorePluginsRepository>;
