import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets } from '../../db/schema/system';

/** The only SQL on app_secrets. */
export function createSecretsRepository(db: Db) {
  return {
    /** Stores the candidate unless the secret exists, then returns the stored value (first writer wins). */
    async getOrCreate(name: string, candidate: string): Promise<string> {
      await db
        .insert(appSecrets)
        .values({ name, value: candidate })
        .onConflictDoNothing({ target: appSecrets.name });
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} missing after insert`);
      return row.value;
    },
  };
}

export type SecretsRepository = ReturnType<typeof createSecretsRepository>;
