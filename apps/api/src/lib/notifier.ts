import type { MessageKey, NotificationSubjectKind, NotificationType } from '@courier/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** What happened to one client, told to its users (spec §7 "Notifications"). */
export interface NotificationInput {
  clientId: number;
  /** Only this user (e.g. the sub-user who asked); null or absent: every user of the client who may see it. */
  userId?: number | null;
  type: NotificationType;
  /** The text as a catalog key and its params: each reader gets it in their own language. */
  messageKey: MessageKey;
  params?: Record<string, string | number>;
  /** What it is about, for the link in the list and the bell. */
  subject?: { kind: NotificationSubjectKind; id: number; code?: string | null };
}

/**
 * The seam every event source uses (staff moves, supplies, requests, ticket replies, chat): the rows are
 * written inside the event's own transaction, and the returned function pushes them live once it committed.
 * The notifications module implements it (`createNotificationsService(...).notifier`, composed in app.ts).
 *
 *     const push = await transaction(async (tx) => { …the event…; return notifier.record(tx, items); });
 *     push();
 */
export interface Notifier {
  record(tx: Db, items: NotificationInput[]): Promise<() => void>;
  /**
   * The same rows as one data-modifying statement, for an event that already writes in one statement
   * (a `transition()`'s update and log row, `db/sql/logged-update.ts`): the rows go with it, with no round
   * trip of their own (decision 021, amendment of 2026-11-25, P7). Null when there is nothing to write.
   */
  statement(items: NotificationInput[]): NotificationStatement | null;
}

/** The notification rows as a statement that returns them, and the push made from what it returned. */
export interface NotificationStatement {
  sql: SQL;
  /** From the rows the statement returned: the push, to run once the event's transaction committed. */
  pushOf(rows: unknown[]): () => void;
}

/** Until the notifications module is composed: records nothing. */
export const silentNotifier: Notifier = { record: async () => () => undefined, statement: () => null };
