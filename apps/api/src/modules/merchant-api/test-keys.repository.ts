import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema/clients-users';
import { apiTestKeys } from '../../db/schema/merchant-api';
import type { ApiKeyOwner, StoredApiKey } from './merchant-api.repository';

/** The only SQL on api_test_keys (decision 074): the live key's calls, on the test key's own table. */
export function createTestKeysRepository(db: Db) {
  return {
    async keyOf(clientId: number): Promise<StoredApiKey | null> {
      const [row] = await db
        .select({
          lastFour: apiTestKeys.lastFour,
          sealed: apiTestKeys.sealed,
          createdAt: apiTestKeys.updatedAt,
        })
        .from(apiTestKeys)
        .where(eq(apiTestKeys.clientId, clientId));
      // A test key has no rotation overlap (decision 073 is the live key's): the old one stops at once.
      return row ? { ...row, previousKeyUntil: null } : null;
    },

    /** The client's one test key becomes this one: the old one stops at once. */
    async replaceKey(
      key: { clientId: number; userId: number; keyHash: string; lastFour: string; sealed: string },
      now: Date,
    ): Promise<Date> {
      const [row] = await db
        .insert(apiTestKeys)
        .values({ ...key, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: apiTestKeys.clientId,
          set: {
            userId: key.userId,
            keyHash: key.keyHash,
            lastFour: key.lastFour,
            sealed: key.sealed,
            updatedAt: now,
          },
        })
        .returning({ at: apiTestKeys.updatedAt });
      return row!.at;
    },

    async ownerByHash(keyHash: string): Promise<ApiKeyOwner | null> {
      const [row] = await db
        .select({
          keyId: apiTestKeys.id,
          clientId: apiTestKeys.clientId,
          userId: apiTestKeys.userId,
          isMain: users.isMain,
          hasCompany: clients.hasCompany,
          isFreezed: clients.isFreezed,
          clientDeletedAt: clients.deletedAt,
          userDisabledAt: users.disabledAt,
        })
        .from(apiTestKeys)
        .innerJoin(users, eq(users.id, apiTestKeys.userId))
        .innerJoin(clients, eq(clients.id, apiTestKeys.clientId))
        .where(eq(apiTestKeys.keyHash, keyHash));
      return row ? { ...row, previousUntil: null, isPrevious: false } : null;
    },
  };
}

export type TestKeysRepository = ReturnType<typeof createTestKeysRepository>;
