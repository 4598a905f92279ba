import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema/support';

export type FileOwnerKind = 'ticket' | 'ticket_reply' | 'chat_message';

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

/** The only SQL of attachments. */
export function createFilesRepository(db: Db) {
  return {
    async insertMany(tx: Db, rows: Array<Omit<FileRow, 'id'>>): Promise<FileRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(storedFiles).values(rows).returning(columns);
    },

    async byOwners(kind: FileOwnerKind, ownerIds: number[], tx: Db = db): Promise<FileRow[]> {
      if (ownerIds.length === 0) return [];
      return tx
        .select(columns)
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerKind, kind), inArray(storedFiles.ownerId, ownerIds)))
        .orderBy(asc(storedFiles.id));
    },

    /** One file; with a client id only that client's (another client's id is simply not found). */
    async find(id: number, clientId: number | null): Promise<FileRow | null> {
      const rows = await db
        .select(columns)
        .from(storedFiles)
        .where(
          clientId === null
            ? eq(storedFiles.id, id)
            : and(eq(storedFiles.id, id), eq(storedFiles.clientId, clientId)),
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
