import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, timestamps } from './columns';

/**
 * What happened to a client, told to its users (spec §7 "Notifications"). Written by the notifications
 * module only, inside the transaction of the event it tells (modules/notifications/notifier.ts). The text
 * is a catalog key and its params, so each reader gets it in their own language. `user_id` set: meant for
 * that user (and the client's main account); null: every user of the client.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A code of `notificationTypes` (contracts enums.ts). */
    type: smallint('type').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    subjectKind: text('subject_kind').$type<
      'order' | 'mission' | 'supply' | 'ticket' | 'chat' | 'order_chat' | 'mission_chat' | 'orders'
    >(),
    subjectId: integer('subject_id'),
    subjectCode: text('subject_code'),
    ...timestamps(),
  },
  (t) => [
    index('notifications_client_id_id_idx').on(t.clientId, t.id),
    index('notifications_client_type_id_idx').on(t.clientId, t.type, t.id),
    index('notifications_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('notifications_type', sql`${t.type} between 1 and 6`),
    check(
      'notifications_subject_kind',
      sql`${t.subjectKind} is null or ${t.subjectKind} in ('order', 'mission', 'supply', 'ticket', 'chat', 'order_chat', 'mission_chat', 'orders')`,
    ),
  ],
);

/**
 * The main account's per-type switches (spec §3 Notification: type, status). No row: on. Off: the
 * notification is still written and listed, but not pushed live nor shown on the desktop.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: boolean('status').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notification_settings_client_type_unique').on(t.clientId, t.type),
    check('notification_settings_type', sql`${t.type} between 1 and 6`),
  ],
);

/** Each user's read mark: every notification they may see with an id up to `last_read_id` is read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notification_reads_user_unique').on(t.userId),
    index('notification_reads_client_id_idx').on(t.clientId),
  ],
);
