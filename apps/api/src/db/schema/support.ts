import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, moment, timestamps } from './columns';
import { staff } from './staff';

/**
 * Attachments of tickets and chat (modules/files): the bytes live under DATA_DIR with a random name
 * (`storage_key`), never under the web root; `owner_kind` + `owner_id` say what the file belongs to.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** ticket | ticket_reply | chat_message | delivery_attempt (a captain's photo or signature, decision 065) */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    storageKey: text('storage_key').notNull(),
    /** An image's ~192 px WebP thumbnail next to it (decision 026 amendment); null: none (PDF, or not decodable). */
    thumbKey: text('thumb_key'),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('stored_files_client_id_idx').on(t.clientId, t.id),
    index('stored_files_owner_idx').on(t.ownerKind, t.ownerId),
    check(
      'stored_files_owner_kind',
      sql`${t.ownerKind} in ('ticket', 'ticket_reply', 'chat_message', 'delivery_attempt', 'client_logo')`,
    ),
  ],
);

/** Support tickets (spec §3 Ticket): a complaint about an order or a mission, or an inquiry. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 complaint, 2 inquiry. */
    type: smallint('type').notNull(),
    /** 0 open, 1 in progress, 2 closed (the spec's colour codes). */
    status: smallint('status').notNull().default(0),
    description: text('description').notNull(),
    missionComplaint: smallint('mission_complaint').notNull().default(0),
    /** The order's or the mission's id (complaints). */
    entityId: integer('entity_id'),
    entityCode: text('entity_code'),
    complaintTypeId: integer('complaint_type_id'),
    complaintTypeTitleId: integer('complaint_type_title_id'),
    inquiryTypeId: integer('inquiry_type_id'),
    assignedStaffId: integer('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** 1 once the client has seen every desk reply. */
    seenByClient: smallint('seen_by_client').notNull().default(1),
    rate: smallint('rate'),
    /** When the desk's first answer is due (working hours). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lastReplyAt: moment('last_reply_at'),
    closedAt: moment('closed_at'),
    ...timestamps(),
  },
  (t) => [
    index('tickets_client_status_id_idx').on(t.clientId, t.status, t.id),
    index('tickets_client_id_idx').on(t.clientId, t.id),
    index('tickets_status_due_idx').on(t.status, t.dueAt),
    // The unread tickets of a client (the header's count, `seen_by_client=0` lists): few rows of many.
    index('tickets_client_unread_idx')
      .on(t.clientId, t.id)
      .where(sql`${t.seenByClient} = 0`),
    // The same with a status (`status=0&seen_by_client=0`): its page and its capped count read the index
    // alone, where the index above left a heap visit per unread row to check the status (decision 026, P13).
    index('tickets_client_unread_status_idx')
      .on(t.clientId, t.status, t.id)
      .where(sql`${t.seenByClient} = 0`),
    index('tickets_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('tickets_assigned_staff_id_idx')
      .on(t.assignedStaffId, t.status)
      .where(sql`${t.assignedStaffId} is not null`),
    check('tickets_type', sql`${t.type} in (1, 2)`),
    check('tickets_status', sql`${t.status} in (0, 1, 2)`),
    check('tickets_rate', sql`${t.rate} is null or ${t.rate} between 1 and 5`),
  ],
);

/** Replies: by a user of the client or by a desk agent. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    seenByClient: smallint('seen_by_client').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('ticket_replies_ticket_id_idx').on(t.ticketId, t.id),
    index('ticket_replies_client_id_idx').on(t.clientId),
    index('ticket_replies_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('ticket_replies_staff_id_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
  ],
);

/** What happened to a ticket, written in the same transaction as the change. */
export const ticketLogs = pgTable(
  'ticket_logs',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** created | replied | assigned | status | rated */
    action: text('action').notNull(),
    status: smallint('status'),
    actorName: text('actor_name').notNull(),
    /** Values of the log's text (the agent's name, the rate). */
    detail: text('detail'),
    ...timestamps(),
  },
  (t) => [
    index('ticket_logs_ticket_id_idx').on(t.ticketId, t.id),
    index('ticket_logs_client_id_idx').on(t.clientId),
  ],
);
