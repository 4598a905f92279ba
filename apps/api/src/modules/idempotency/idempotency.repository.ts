import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/idempotency';

export interface IdempotencyScope {
  clientId: number;
  scope: string;
  key: string;
}

export function createIdempotencyRepository() {
  return {
    /** Inserts the key row; undefined when it already exists (a concurrent insert waits for the first to end). */
    async claim(tx: Db, s: IdempotencyScope, requestHash: string): Promise<number | undefined> {
      const [row] = await tx
        .insert(idempotencyKeys)
        .values({ ...s, requestHash, response: {} })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      return row?.id;
    },
    async find(tx: Db, s: IdempotencyScope) {
      const [row] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.clientId, s.clientId),
            eq(idempotencyKeys.scope, s.scope),
            eq(idempotencyKeys.key, s.key),
          ),
        );
      return row;
    },
    async save(tx: Db, id: number, response: unknown) {
      await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.id, id));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
