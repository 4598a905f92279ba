import { z } from 'zod';
import { notificationTypeByCode, notificationTypes, type NotificationType } from './enums';
import { pageQuerySchema, successEnvelope } from './envelope';
import { isMessageKey, type MessageKey } from './messages';
import { filterId } from './orders';

/**
 * Notifications (spec §7 "Notifications, information, account"; spec §3 Notification): the list of what
 * happened to the client's orders, missions and money, the per-type switches of the main account, and the
 * event the server pushes over the socket. The types are `notificationTypes` (enums.ts), answered by code.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

export const notificationTypeKeys = Object.keys(notificationTypes) as [
  NotificationType,
  ...NotificationType[],
];

/** A type code of `notificationTypes` (1…6), as a number or numeric string. */
const notificationTypeCode = () =>
  z.coerce
    .number(m('validation.invalid'))
    .int(m('validation.invalid'))
    .refine((code) => notificationTypeByCode(code) !== undefined, m('validation.invalid'));

/**
 * What a notification is about, for the link in the list and the bell. A chat message names its chat:
 * `order_chat` (id: the order's id, code: its code) or `mission_chat` (id: the mission's id, code: its
 * code), so the link opens that chat; `chat` (id: the conversation) is kept for older rows (the list).
 */
export const notificationSubjectKinds = [
  'order',
  'mission',
  'supply',
  'ticket',
  'chat',
  'order_chat',
  'mission_chat',
  /** A bulk move's orders (issue 35.8): `subject_code` holds their codes, comma-separated. */
  'orders',
] as const;
export type NotificationSubjectKind = (typeof notificationSubjectKinds)[number];

/** A page anchor: a notification id, or none when empty or 0 (ids start at 1, so 0 anchors nothing). */
const anchorId = () => filterId().transform((id) => (id === 0 ? undefined : id));

/**
 * `POST notification/fetch?max_notification_id&page&perPage&type`: newest first. `max_notification_id`
 * anchors the pages (only ids up to it), so notifications arriving while the user pages do not shift
 * them; `type` filters by type code. Empty values mean "no filter"; an anchor of 0 means "no anchor" too,
 * since a client's first call sends the 0 it starts from (issue 41.16).
 */
export const notificationFetchQuerySchema = pageQuerySchema.extend({
  max_notification_id: anchorId(),
  type: filterId().refine(
    (code) => code === undefined || notificationTypeByCode(code) !== undefined,
    m('validation.invalid'),
  ),
});
export type NotificationFetchQuery = z.infer<typeof notificationFetchQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** The type code (`notificationTypes`) and its key. */
  type: z.number().int(),
  type_key: z.enum(notificationTypeKeys),
  /** The text in the caller's language. */
  message: z.string(),
  subject_kind: z.enum(notificationSubjectKinds).nullable(),
  subject_id: z.number().int().nullable(),
  subject_code: z.string().nullable(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * The page, the count of the filtered list, the caller's unread count (every type, switched off or not)
 * and the newest id the caller may see (null: none yet), to anchor the next pages and "mark all read".
 */
export const notificationFetchResponseSchema = successEnvelope({
  feed: z.array(notificationSchema),
  feed_count: z.number().int(),
  unread_count: z.number().int(),
  max_notification_id: z.number().int().nullable(),
});
export type NotificationFetchResponse = z.infer<typeof notificationFetchResponseSchema>;

/** `POST notification/read-all {max_notification_id?}`: everything up to that id (default: all) is read. */
export const notificationReadAllBodySchema = z.object({ max_notification_id: anchorId() });
export type NotificationReadAllBody = z.infer<typeof notificationReadAllBodySchema>;
export const notificationReadAllResponseSchema = successEnvelope({ unread_count: z.number().int() });
export type NotificationReadAllResponse = z.infer<typeof notificationReadAllResponseSchema>;

/** One switch of `GET notification/settings`: status 1 = pushed live and on the desktop, 0 = list only. */
export const notificationSettingSchema = z.object({
  type: z.number().int(),
  type_key: z.enum(notificationTypeKeys),
  name: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
export const notificationSettingsResponseSchema = successEnvelope({
  feed: z.array(notificationSettingSchema),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** A switch as 0/1, true/false or their strings. */
const switchStatus = () =>
  z
    .union(
      [z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])],
      m('validation.invalid'),
    )
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** `POST notification/save-settings {type, status}` (main account only); answers the settings after it. */
export const notificationSaveSettingsBodySchema = z.object({
  type: notificationTypeCode(),
  status: switchStatus(),
});
export type NotificationSaveSettingsBody = z.input<typeof notificationSaveSettingsBodySchema>;

// The socket event of a new notification (notificationPushEvent) is in realtime-events.ts, without zod.

/** Its payload: the text in both languages (one emit serves a room of readers in either language). */
export interface NotificationPush {
  id: number;
  type: number;
  type_key: NotificationType;
  message: { ar: string; en: string };
  subject_kind: NotificationSubjectKind | null;
  subject_id: number | null;
  subject_code: string | null;
  created_at: string;
}

/**
 * `POST /api/dev/notifications` (outside production only): records one notification through the Notifier,
 * as an event source would, so tests and demos can make one before staff moves exist.
 */
export const devNotificationBodySchema = z.object({
  client_id: z.coerce.number().int().min(1).max(2_147_483_647),
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional(),
  type: z.enum(notificationTypeKeys),
  message_key: z.string().refine(isMessageKey, m('validation.invalid')),
  params: z.record(z.string(), z.union([z.string().max(200), z.number()])).optional(),
  subject: z
    .object({
      kind: z.enum(notificationSubjectKinds),
      id: z.coerce.number().int().min(1).max(2_147_483_647),
      code: z.string().max(100).nullable().optional(),
    })
    .optional(),
});
export type DevNotificationBody = z.input<typeof devNotificationBodySchema>;
