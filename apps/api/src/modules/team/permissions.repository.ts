import type { SubUserPermission } from '@courier/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userPermissions } from '../../db/schema/attempts';

/** The only SQL on `user_permissions` (decision 068): what the main account granted its sub-users. */
export function createPermissionsRepository(db: Db) {
  return {
    async ofClient(clientId: number) {
      return db
        .select({ userId: userPermissions.userId, permission: userPermissions.permission })
        .from(userPermissions)
        .where(eq(userPermissions.clientId, clientId))
        .orderBy(asc(userPermissions.userId), asc(userPermissions.permission));
    },

    async has(userId: number, permission: SubUserPermission): Promise<boolean> {
      const [row] = await db
        .select({ userId: userPermissions.userId })
        .from(userPermissions)
        .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permission, permission)));
      return row !== undefined;
    },

    async set(clientId: number, userId: number, permission: SubUserPermission, granted: boolean) {
      if (granted)
        await db.insert(userPermissions).values({ clientId, userId, permission }).onConflictDoNothing();
      else
        await db
          .delete(userPermissions)
          .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permission, permission)));
    },
  };
}

export type PermissionsRepository = ReturnType<typeof createPermissionsRepository>;
