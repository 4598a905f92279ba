import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema/support';

export type FileOwnerKind = 'ticket' | 'ticket_reply' | 'chat_message' | 'delivery_attempt' | 'client_logo';

export interface FileRow {
  id: number;
  clientId: number;
  ownerKind: string;
  ownerId: number;
  storageKey: string;
  thumbKey: string | null;
  fileName: string;
  mime: string;
  size: number;
}

const columns = {
  id: storedFiles.id,
  clientId: storedFiles.clientId,
  ownerKind: storedFiles.ownerKind,
  ownerId: storedFiles.ownerId,
  storageKey: storedFiles.storageKey,
  thumbKey: storedFiles.thumbKey,
  fileName: storedFiles.fileName,
  mime: storedFiles.mime,
  size: storedFiles.size,
};

/** The advisory lock class of a client's attachment quota (the two-key form: this class, the client id). */
const quotaLockClass = 727_004;

/** The only SQL of attachments. */
export function createFilesRepository(db: Db) {
  return {
    async insertMany(tx: Db, rows: Array<Omit<FileRow, 'id'>>): Promise<FileRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(storedFiles).values(rows).returning(columns);
    },

    /**
     * The bytes of a client's attachments, taken under the client's quota lock (held until `tx` ends) so
     * that two uploads at once cannot both fit under the quota by one count.
     */
    async lockedUsage(tx: Db, clientId: number): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${quotaLockClass}, ${clientId})`);
      const [row] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::float8` })
        .from(storedFiles)
        // A captain's proof is the courier's record, not the merchant's upload: outside the quota (decision 065).
        .where(and(eq(storedFiles.clientId, clientId), ne(storedFiles.ownerKind, 'delivery_attempt')));
      return Number(row?.bytes ?? 0);
    },

    async byOwners(kind: FileOwnerKind, ownerIds: number[], tx: Db = db): Promise<FileRow[]> {
      if (ownerIds.length === 0) return [];
      return tx
        .select(columns)
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerKind, kind), inArray(storedFiles.ownerId, ownerIds)))
        .orderBy(asc(storedFiles.id));
    },

    /** Puts `row` in place of its owner's files (one transaction); the storage keys of those it replaced. */
    async replaceOwned(row: Omit<FileRow, 'id'>): Promise<{ id: number; replaced: string[] }> {
      return db.transaction(async (tx) => {
        const replaced = await this.deleteOwned(tx as unknown as Db, row.ownerKind as FileOwnerKind, [
          row.ownerId,
        ]);
        const [inserted] = await tx.insert(storedFiles).values(row).returning({ id: storedFiles.id });
        return { id: inserted!.id, replaced };
      });
    },

    /** Deletes the rows of these owners' files; their storage keys (file and thumbnail) to remove. */
    async deleteOwned(tx: Db, kind: FileOwnerKind, ownerIds: number[]): Promise<string[]> {
      if (ownerIds.length === 0) return [];
      const rows = await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.ownerKind, kind), inArray(storedFiles.ownerId, ownerIds)))
        .returning({ storageKey: storedFiles.storageKey, thumbKey: storedFiles.thumbKey });
      return rows.flatMap((r) => (r.thumbKey ? [r.storageKey, r.thumbKey] : [r.storageKey]));
    },

    async deleteOwnedNow(kind: FileOwnerKind, ownerId: number): Promise<string[]> {
      return this.deleteOwned(db, kind, [ownerId]);
    },

    /** One file; with a client id only that client's (another client's id is simply not found). */
    async find(id: number, clientId: number | null, kind?: FileOwnerKind): Promise<FileRow | null> {
      const rows = await db
        .select(columns)
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, id),
            clientId === null ? undefined : eq(storedFiles.clientId, clientId),
            kind === undefined ? undefined : eq(storedFiles.ownerKind, kind),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
