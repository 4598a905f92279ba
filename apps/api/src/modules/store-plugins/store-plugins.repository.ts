import { and, eq, sql } from 'drizzle-orm';
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
  storeUrl: storeConnections.storeUrl,
  apiKey: storeConnections.apiKey,
  apiSecret: storeConnections.apiSecret,
  apiKeyLastFour: storeConnections.apiKeyLastFour,
  writeBack: storeConnections.writeBack,
};

export function createStorePluginsRepository(db: Db) {
  return {
    /** The client's connections, oldest first, with how many orders each made and how many wait. */
    async list(clientId: number) {
      const [rows, counts] = await Promise.all([
        db
          .select(connectionColumns)
          .from(storeConnections)
          .where(eq(storeConnections.clientId, clientId))
          .orderBy(storeConnections.id),
        db
          .select({
            connectionId: storeOrders.connectionId,
            created: sql<number>`(count(*) filter (where ${storeOrders.outcome} = 'created'))::int`,
            waiting: sql<number>`(count(*) filter (where ${orderImports.state} = 'pending_correction'))::int`,
          })
          .from(storeOrders)
          .leftJoin(orderImports, eq(orderImports.id, storeOrders.importId))
          .where(eq(storeOrders.clientId, clientId))
          .groupBy(storeOrders.connectionId),
      ]);
      const byConnection = new Map(counts.map((c) => [c.connectionId, c]));
      return rows.map((r) => ({
        ...r,
        created: byConnection.get(r.id)?.created ?? 0,
        waiting: byConnection.get(r.id)?.waiting ?? 0,
      }));
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
