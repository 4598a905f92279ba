import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema/clients-users';
import { apiKeys, apiPageUnlocks } from '../../db/schema/merchant-api';

export interface StoredApiKey {
  lastFour: string;
  sealed: string;
  createdAt: Date;
  previousKeyUntil: Date | null;
}

/** Who a key acts for, read live with every call (a deleted or frozen client shows at once). */
export interface ApiKeyOwner {
  keyId: number;
  clientId: number;
  userId: number;
  isMain: boolean;
  hasCompany: boolean;
  isFreezed: boolean;
  clientDeletedAt: Date | null;
  userDisabledAt: Date | null;
  /** Set when the key sent is the one before the last rotation: it answers until then (decision 073). */
  previousUntil: Date | null;
  isPrevious: boolean;
}

/** The only SQL on api_keys and api_page_unlocks (decision 029). */
export function createMerchantApiRepository(db: Db) {
  return {
    async keyOf(clientId: number): Promise<StoredApiKey | null> {
      const [row] = await db
        .select({
          lastFour: apiKeys.lastFour,
          sealed: apiKeys.sealed,
          createdAt: apiKeys.updatedAt,
          previousKeyUntil: apiKeys.previousKeyUntil,
        })
        .from(apiKeys)
        .where(eq(apiKeys.clientId, clientId));
      return row ?? null;
    },

    /**
     * The client's one key becomes this one in one statement; the old hash is kept as the previous key
     * until `previousUntil` (the grace period, decision 073), or dropped with null.
     */
    async replaceKey(
      key: { clientId: number; userId: number; keyHash: string; lastFour: string; sealed: string },
      now: Date,
      previousUntil: Date | null,
    ): Promise<Date> {
      const [row] = await db
        .insert(apiKeys)
        .values({ ...key, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: apiKeys.clientId,
          set: {
            userId: key.userId,
            keyHash: key.keyHash,
            lastFour: key.lastFour,
            sealed: key.sealed,
            // The row's value before this update: the key being replaced.
            previousKeyHash: previousUntil ? sql`${apiKeys.keyHash}` : null,
            previousKeyUntil: previousUntil,
            updatedAt: now,
          },
        })
        .returning({ at: apiKeys.updatedAt });
      return row!.at;
    },

    async ownerByHash(keyHash: string): Promise<ApiKeyOwner | null> {
      const [row] = await db
        .select({
          keyId: apiKeys.id,
          clientId: apiKeys.clientId,
          userId: apiKeys.userId,
          isMain: users.isMain,
          hasCompany: clients.hasCompany,
          isFreezed: clients.isFreezed,
          clientDeletedAt: clients.deletedAt,
          userDisabledAt: users.disabledAt,
          previousUntil: apiKeys.previousKeyUntil,
          isPrevious: sql<boolean>`${apiKeys.keyHash} <> ${keyHash}`,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .innerJoin(clients, eq(clients.id, apiKeys.clientId))
        .where(or(eq(apiKeys.keyHash, keyHash), eq(apiKeys.previousKeyHash, keyHash)));
      return row ?? null;
    },

    async unlockedUntil(sessionId: number): Promise<Date | null> {
      const [row] = await db
        .select({ until: apiPageUnlocks.unlockedUntil })
        .from(apiPageUnlocks)
        .where(eq(apiPageUnlocks.sessionId, sessionId));
      return row?.until ?? null;
    },

    async unlock(sessionId: number, until: Date, tx: Db = db): Promise<void> {
      await tx
        .insert(apiPageUnlocks)
        .values({ sessionId, unlockedUntil: until })
        .onConflictDoUpdate({
          target: apiPageUnlocks.sessionId,
          set: { unlockedUntil: until, updatedAt: sql`now()` },
        });
    },
  };
}

export type MerchantApiRepository = ReturnType<typeof createMerchantApiRepository>;
