import type { MessageKey, NotificationSubjectKind, NotificationType } from '@courier/contracts';
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
}

/** Until the notifications module is composed: records nothing. */
export const silentNotifier: Notifier = { record: async () => () => undefined };
