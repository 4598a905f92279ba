import {
  isMessageKey,
  notificationTypeByCode,
  notificationTypeLabelKey,
  notificationTypes,
  translate,
  type Language,
  type Notification,
  type NotificationFetchQuery,
  type NotificationPush,
  type NotificationSetting,
  type NotificationType,
} from '@courier/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-guard';
import { isoTime } from '../../lib/iso-time';
import type { NotificationInput, Notifier } from './notifier';
import type {
  NewNotification,
  NotificationsRepository,
  Reader,
  RecordedNotification,
  StoredNotification,
} from './notifications.repository';

/** Who a pushed notification goes to: every user of the client, or one user (and the client's main account). */
export interface PushTarget {
  clientId: number;
  userId: number | null;
}

export interface NotificationsDeps {
  notifications: NotificationsRepository;
  transaction: RunInTransaction;
  /** Sends the event to the sockets of the target (app.ts: socket.io rooms of modules/realtime). */
  deliver: (target: PushTarget, payload: NotificationPush) => void;
}

const readerOf = (session: Pick<AuthContext, 'clientId' | 'userId' | 'isMain'>): Reader => ({
  clientId: session.clientId,
  userId: session.userId,
  isMain: session.isMain,
});

/** The text in a language; a param that is itself a catalog key (`orderStatus.given`) is translated too. */
function textOf(row: Pick<StoredNotification, 'messageKey' | 'params'>, lang: Language): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(row.params ?? {})) {
    params[name] = typeof value === 'string' && isMessageKey(value) ? translate(value, lang) : value;
  }
  return translate(row.messageKey, lang, params);
}

/** At most this many missed pushes are sent to a socket that catches up (the bell's list has the rest). */
const missedPushesLimit = 20;

const newNotification = (item: NotificationInput): NewNotification => ({
  clientId: item.clientId,
  userId: item.userId ?? null,
  type: notificationTypes[item.type],
  messageKey: item.messageKey,
  params: item.params ?? {},
  subjectKind: item.subject?.kind ?? null,
  subjectId: item.subject?.id ?? null,
  subjectCode: item.subject?.code ?? null,
});

const typeKeyOf = (code: number): NotificationType => notificationTypeByCode(code) ?? 'general';

function pushOf(row: StoredNotification): NotificationPush {
  return {
    id: row.id,
    type: row.type,
    type_key: typeKeyOf(row.type),
    message: { ar: textOf(row, 'ar'), en: textOf(row, 'en') },
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    subject_code: row.subjectCode,
    created_at: isoTime(row.createdAt) ?? '',
  };
}

/**
 * Notifications (spec §7): the Notifier every event source writes through, the list with its read mark,
 * and the main account's per-type switches. A switched-off type is written and listed as usual, but not
 * pushed over the socket, so no toast, bell jump or desktop notice (docs/decisions/021).
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { notifications } = deps;

  /** The pushes of written rows: a switched-off type is written, not pushed. */
  const pushesOf = (rows: RecordedNotification[]) => {
    const pushed = rows.filter((r) => !r.muted);
    return () => {
      for (const row of pushed) deps.deliver({ clientId: row.clientId, userId: row.userId }, pushOf(row));
    };
  };

  const notifier: Notifier = {
    async record(tx, items) {
      if (items.length === 0) return () => undefined;
      return pushesOf(await notifications.insertMany(items.map(newNotification), tx));
    },
    statement(items) {
      if (items.length === 0) return null;
      return {
        sql: notifications.insertStatement(items.map(newNotification)),
        pushOf: (rows) => pushesOf(rows as RecordedNotification[]),
      };
    },
  };

  const settingsOf = async (clientId: number, lang: Language): Promise<NotificationSetting[]> => {
    const saved = new Map((await notifications.settings(clientId)).map((s) => [s.type, s.status]));
    return Object.entries(notificationTypes).map(([key, code]) => ({
      type: code,
      type_key: key as NotificationType,
      name: translate(notificationTypeLabelKey(key as NotificationType), lang),
      status: saved.get(code) === false ? 0 : 1,
    }));
  };

  return {
    notifier,

    /** Records and pushes outside any other event, in a transaction of its own (the dev route). */
    async recordNow(items: NotificationInput[]): Promise<void> {
      const wanted = [...new Set(items.map((i) => i.clientId))];
      const found = await notifications.existingClients(wanted);
      if (found.length !== wanted.length) throw new AppError('NOT_FOUND');
      const push = await deps.transaction((tx) => notifier.record(tx, items));
      push();
    },

    /**
     * The pushes a socket missed: what the reader may see above `sinceId` (the newest id its page had
     * seen), switched-off types left out as when pushed. A socket that connects (or reconnects) after an
     * event would otherwise never hear of it: the page's bell fetched before and the push went nowhere.
     */
    async missedSince(session: AuthContext, sinceId: number): Promise<NotificationPush[]> {
      const rows = await notifications.newerThan(readerOf(session), sinceId, missedPushesLimit);
      if (rows.length === 0) return [];
      const off = await notifications.switchedOff([session.clientId]);
      const muted = new Set(off.map((o) => o.type));
      return rows.filter((r) => !muted.has(r.type)).map(pushOf);
    },

    async fetch(session: AuthContext, query: NotificationFetchQuery, lang: Language) {
      const page = await notifications.list(
        readerOf(session),
        { type: query.type, maxId: query.max_notification_id },
        { offset: (query.page - 1) * query.perPage, limit: query.perPage },
      );
      const feed: Notification[] = page.rows.map((row) => ({
        id: row.id,
        type: row.type,
        type_key: typeKeyOf(row.type),
        message: textOf(row, lang),
        subject_kind: row.subjectKind,
        subject_id: row.subjectId,
        subject_code: row.subjectCode,
        is_read: row.id <= page.readUpTo ? 1 : 0,
        created_at: isoTime(row.createdAt) ?? '',
      }));
      return {
        feed,
        feed_count: page.total,
        unread_count: page.unread,
        max_notification_id: page.newestId,
      };
    },

    async markAllRead(session: AuthContext, upTo: number | undefined) {
      return { unread_count: await notifications.markRead(readerOf(session), upTo) };
    },

    settings: (session: AuthContext, lang: Language) => settingsOf(session.clientId, lang),

    /** The main account's switch (the route admits the admin roles only). */
    async saveSetting(session: AuthContext, type: number, status: boolean, lang: Language) {
      await notifications.saveSetting(session.clientId, type, status);
      return settingsOf(session.clientId, lang);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
