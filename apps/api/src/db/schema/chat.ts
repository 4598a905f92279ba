import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, moment, timestamps } from './columns';
import { missions } from './missions';
import { orders } from './orders';
import { staff } from './staff';

/**
 * One chat per order or per mission (spec §7 "Chat", decision 027), between the client's users and the
 * help desk. The list's fields are kept on the row (the last message, an unread count per side) so the
 * conversation lists are one indexed read, not an aggregate over every message.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** order | mission */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'cascade' }),
    /** The order's or the mission's code, for the lists and their search. */
    code: text('code').notNull(),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: moment('last_message_at'),
    /** Desk messages the client has not read / client messages the desk has not read. */
    clientUnread: integer('client_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    /**
     * The desk's queue (decision 027 amendment): since when the client's message waits for a desk answer
     * (set by the first client message after a desk message, cleared by a desk message); null: answered.
     */
    waitingSince: moment('waiting_since'),
    /** The support agent who has the chat (null: nobody yet). */
    assignedStaffId: integer('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('chat_conversations_order_id_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('chat_conversations_mission_id_idx')
      .on(t.missionId)
      .where(sql`${t.missionId} is not null`),
    index('chat_conversations_client_kind_last_idx').on(t.clientId, t.kind, t.lastMessageId),
    index('chat_conversations_kind_last_idx').on(t.kind, t.lastMessageId),
    index('chat_conversations_waiting_idx')
      .on(t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null`),
    index('chat_conversations_assigned_idx')
      .on(t.assignedStaffId, t.lastMessageId)
      .where(sql`${t.assignedStaffId} is not null`),
    check('chat_conversations_kind', sql`${t.kind} in ('order', 'mission')`),
    check(
      'chat_conversations_subject',
      sql`(${t.kind} = 'order' and ${t.orderId} is not null and ${t.missionId} is null) or (${t.kind} = 'mission' and ${t.missionId} is not null and ${t.orderId} is null)`,
    ),
  ],
);

/** A message: by a user of the client or by a desk agent; text and/or files and/or a location. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps(),
  },
  (t) => [
    index('chat_messages_conversation_id_idx').on(t.conversationId, t.id),
    index('chat_messages_client_id_idx').on(t.clientId),
    index('chat_messages_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('chat_messages_staff_id_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    check('chat_messages_location', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** Who gave a chat to whom, and when (the desk's assignment log). */
export const chatAssignments = pgTable(
  'chat_assignments',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The agent who now has the chat. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The agent who assigned it (the same one when they took it). */
    assignedById: integer('assigned_by_id').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('chat_assignments_conversation_id_idx').on(t.conversationId, t.id),
    index('chat_assignments_staff_id_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    index('chat_assignments_assigned_by_id_idx')
      .on(t.assignedById)
      .where(sql`${t.assignedById} is not null`),
  ],
);
