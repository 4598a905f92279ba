import type { NotificationSubjectKind } from '@courier/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import { notificationReads, notifications, notificationSettings } from '../../db/schema/notifications';

/** The only SQL of notifications, their per-type switches and each user's read mark. */

/** Who reads: a user of a client; the main account also sees what was meant for one of its sub-users. */
export interface Reader {
  clientId: number;
  userId: number;
  isMain: boolean;
}

export interface NewNotification {
  clientId: number;
  userId: number | null;
  type: number;
  messageKey: string;
  params: Record<string, string | number>;
  subjectKind: NotificationSubjectKind | null;
  subjectId: number | null;
  subjectCode: string | null;
}

export interface StoredNotification extends NewNotification {
  id: number;
  createdAt: Date | string;
}

const columns = {
  id: notifications.id,
  clientId: notifications.clientId,
  userId: notifications.userId,
  type: notifications.type,
  messageKey: notifications.messageKey,
  params: notifications.params,
  subjectKind: notifications.subjectKind,
  subjectId: notifications.subjectId,
  subjectCode: notifications.subjectCode,
  createdAt: notifications.createdAt,
};

export interface RecordedNotification extends StoredNotification {
  /** The client switched this type off: written and listed, not pushed. */
  muted: boolean;
}

/**
 * In a statement on `notifications`: its client switched its type off (no settings row means on). The
 * outer columns are qualified by hand: drizzle writes a RETURNING column bare, which inside this subquery
 * would name the settings table's own column.
 */
const switchedOffHere = sql<boolean>`exists (select 1 from ${notificationSettings} s
  where s.client_id = "notifications"."client_id" and s.type = "notifications"."type" and s.status = false)`;

/** The client first, then what this reader may see. */
function visibleTo(reader: Reader): SQL {
  const own = reader.isMain
    ? undefined
    : or(isNull(notifications.userId), eq(notifications.userId, reader.userId));
  return and(eq(notifications.clientId, reader.clientId), own) as SQL;
}

export function createNotificationsRepository(db: Db) {
  const lastReadId = async (reader: Reader, tx: Db = db): Promise<number> => {
    const [row] = await tx
      .select({ lastReadId: notificationReads.lastReadId })
      .from(notificationReads)
      .where(eq(notificationReads.userId, reader.userId));
    return row?.lastReadId ?? 0;
  };

  const unreadCount = async (reader: Reader, readUpTo: number, tx: Db = db): Promise<number> => {
    const [row] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(visibleTo(reader), sql`${notifications.id} > ${readUpTo}`));
    return Number(row?.n ?? 0);
  };

  return {
    /**
     * Writes the rows in the caller's transaction; answers them with their ids, in input order, and whether
     * the client switched that type off (read in the same statement: one round trip less while the event's
     * transaction holds its locks, docs/decisions/021).
     */
    async insertMany(rows: NewNotification[], tx: Db): Promise<RecordedNotification[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(notifications)
        .values(rows)
        .returning({ ...columns, muted: switchedOffHere }) as Promise<RecordedNotification[]>;
    },

    /**
     * The same insert as `insertMany`, as a statement for the caller's own write to run
     * (`notifier.statement`): it returns the rows as `insertMany` answers them (the columns named alike,
     * `createdAt` as the driver's text, which `isoTime` reads), so one push serves both.
     */
    insertStatement(rows: NewNotification[]): SQL {
      const returned = Object.entries(columns).map(
        ([name, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(name)}`,
      );
      return sql`${db.insert(notifications).values(rows).getSQL()} returning ${sql.join(returned, sql`, `)}, ${switchedOffHere} as "muted"`;
    },

    /** The ids among these that are clients (the dev route checks what it is given). */
    async existingClients(clientIds: number[]): Promise<number[]> {
      if (clientIds.length === 0) return [];
      const rows = await db.select({ id: clients.id }).from(clients).where(inArray(clients.id, clientIds));
      return rows.map((r) => r.id);
    },

    /** The types switched off by these clients (no row: on). */
    async switchedOff(clientIds: number[], tx: Db = db): Promise<Array<{ clientId: number; type: number }>> {
      if (clientIds.length === 0) return [];
      return tx
        .select({ clientId: notificationSettings.clientId, type: notificationSettings.type })
        .from(notificationSettings)
        .where(
          and(inArray(notificationSettings.clientId, clientIds), eq(notificationSettings.status, false)),
        );
    },

    /** A page of what the reader may see, newest first, with the filtered count, unread count and newest id. */
    async list(
      reader: Reader,
      filter: { type?: number | undefined; maxId?: number | undefined },
      window: { offset: number; limit: number },
    ) {
      const where = and(
        visibleTo(reader),
        filter.type === undefined ? undefined : eq(notifications.type, filter.type),
        filter.maxId === undefined ? undefined : lte(notifications.id, filter.maxId),
      );
      const tx = db;
      const rows = await tx
        .select(columns)
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(window.limit)
        .offset(window.offset);
      const [total] = await tx.select({ n: count() }).from(notifications).where(where);
      const [newest] = await tx
        .select({ id: sql<number | null>`max(${notifications.id})` })
        .from(notifications)
        .where(visibleTo(reader));
      const readUpTo = await lastReadId(reader, tx);
      return {
        rows: rows as StoredNotification[],
        total: Number(total?.n ?? 0),
        newestId: newest?.id === null || newest?.id === undefined ? null : Number(newest.id),
        readUpTo,
        unread: await unreadCount(reader, readUpTo, tx),
      };
    },

    /** What the reader may see with an id above `sinceId`, oldest first (a socket's catch-up). */
    async newerThan(reader: Reader, sinceId: number, limit: number): Promise<StoredNotification[]> {
      const rows = await db
        .select(columns)
        .from(notifications)
        .where(and(visibleTo(reader), gt(notifications.id, sinceId)))
        .orderBy(asc(notifications.id))
        .limit(limit);
      return rows as StoredNotification[];
    },

    /** Moves the reader's read mark up to `upTo` (never back); answers the unread count after it. */
    async markRead(reader: Reader, upTo: number | undefined): Promise<number> {
      const tx = db;
      const [newest] = await tx
        .select({ id: sql<number | null>`max(${notifications.id})` })
        .from(notifications)
        .where(visibleTo(reader));
      const newestId = newest?.id === null || newest?.id === undefined ? 0 : Number(newest.id);
      const mark = Math.min(upTo ?? newestId, newestId);
      await tx
        .insert(notificationReads)
        .values({ clientId: reader.clientId, userId: reader.userId, lastReadId: mark })
        .onConflictDoUpdate({
          target: notificationReads.userId,
          set: {
            lastReadId: sql`greatest(${notificationReads.lastReadId}, excluded.last_read_id)`,
            updatedAt: sql`now()`,
          },
        });
      return unreadCount(reader, await lastReadId(reader, tx), tx);
    },

    /** The client's switches that have a row (the others are on). */
    async settings(clientId: number): Promise<Array<{ type: number; status: boolean }>> {
      return db
        .select({ type: notificationSettings.type, status: notificationSettings.status })
        .from(notificationSettings)
        .where(eq(notificationSettings.clientId, clientId));
    },

    async saveSetting(clientId: number, type: number, status: boolean): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ clientId, type, status })
        .onConflictDoUpdate({
          target: [notificationSettings.clientId, notificationSettings.type],
          set: { status, updatedAt: sql`now()` },
        });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
