import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { chatAssignments, chatConversations, chatMessages } from '../../db/schema/chat';
import { clients, users } from '../../db/schema/clients-users';
import { missions } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { staff } from '../../db/schema/staff';

export type ChatKind = 'order' | 'mission';
export type ChatSide = 'client' | 'staff';

export interface ConversationRow {
  id: number;
  clientId: number;
  clientName: string;
  kind: string;
  orderId: number | null;
  missionId: number | null;
  code: string;
  lastMessageId: number;
  lastMessageAt: Date | null;
  lastMessage: string | null;
  clientUnread: number;
  staffUnread: number;
  waitingSince: Date | null;
  assignedStaffId: number | null;
  assignedStaffName: string | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  message: string;
  staffId: number | null;
  authorName: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}

export interface ConversationFilter {
  /** null: every client (the desk). */
  clientId: number | null;
  kind?: ChatKind | undefined;
  maxMessageId?: number | undefined;
  /** 0: unread by `side`, 1: read by `side`. */
  isRead?: 0 | 1 | undefined;
  side: ChatSide;
  code?: string | undefined;
  /** The desk's queue: only chats waiting for an answer. */
  waitingOnly?: boolean | undefined;
  /** The desk's queue: only chats assigned to this agent. */
  assignedTo?: number | undefined;
}

/** The desk's list: the longest-waiting first, then the latest activity; the client's: the latest first. */
export type ConversationOrder = 'latest' | 'waiting';

/** Staff who may hold a chat (decision 027 amendment). */
const agentRoles = ['support', 'admin'];

/** The agent a chat is assigned to (the staff table joined a second time in no other query). */
const assignee = alias(staff, 'assignee');

const lastMessage = sql<string | null>`(select m.message from ${chatMessages} m
  where m.id = ${chatConversations.lastMessageId})`;

const columns = {
  id: chatConversations.id,
  clientId: chatConversations.clientId,
  clientName: clients.name,
  kind: chatConversations.kind,
  orderId: chatConversations.orderId,
  missionId: chatConversations.missionId,
  code: chatConversations.code,
  lastMessageId: chatConversations.lastMessageId,
  lastMessageAt: chatConversations.lastMessageAt,
  lastMessage,
  clientUnread: chatConversations.clientUnread,
  staffUnread: chatConversations.staffUnread,
  waitingSince: chatConversations.waitingSince,
  assignedStaffId: chatConversations.assignedStaffId,
  assignedStaffName: assignee.name,
};

const unreadOf = (side: ChatSide) =>
  side === 'client' ? chatConversations.clientUnread : chatConversations.staffUnread;

function where(filter: ConversationFilter, withRead = true): SQL | undefined {
  const unread = unreadOf(filter.side);
  const parts: (SQL | undefined)[] = [
    filter.clientId === null ? undefined : eq(chatConversations.clientId, filter.clientId),
    filter.kind === undefined ? undefined : eq(chatConversations.kind, filter.kind),
    gt(chatConversations.lastMessageId, 0),
    filter.maxMessageId === undefined ? undefined : lte(chatConversations.lastMessageId, filter.maxMessageId),
    !withRead || filter.isRead === undefined
      ? undefined
      : filter.isRead === 0
        ? gt(unread, 0)
        : eq(unread, 0),
    filter.code === undefined ? undefined : eq(chatConversations.code, filter.code),
    filter.waitingOnly ? isNotNull(chatConversations.waitingSince) : undefined,
    filter.assignedTo === undefined ? undefined : eq(chatConversations.assignedStaffId, filter.assignedTo),
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/** The only SQL of chat: the client id first in every client query. */
export function createChatRepository(db: Db) {
  const base = (tx: Db) =>
    tx
      .select(columns)
      .from(chatConversations)
      .innerJoin(clients, eq(clients.id, chatConversations.clientId))
      .leftJoin(assignee, eq(assignee.id, chatConversations.assignedStaffId));

  return {
    /** The client's own order (id) or mission (code): its id and code; null when not theirs or unknown. */
    async subject(
      clientId: number,
      kind: ChatKind,
      key: { id: number } | { code: string },
    ): Promise<{ id: number; code: string } | null> {
      const table = kind === 'order' ? orders : missions;
      const rows = await db
        .select({ id: table.id, code: table.code })
        .from(table)
        .where(
          and(eq(table.clientId, clientId), 'id' in key ? eq(table.id, key.id) : eq(table.code, key.code)),
        )
        .limit(1);
      const row = rows[0];
      return row ? { id: row.id, code: row.code ?? String(row.id) } : null;
    },

    /** The conversation of an order or a mission, created on first use. */
    async ensure(
      clientId: number,
      kind: ChatKind,
      subject: { id: number; code: string },
    ): Promise<ConversationRow> {
      const column = kind === 'order' ? chatConversations.orderId : chatConversations.missionId;
      const found = await base(db).where(
        and(eq(chatConversations.clientId, clientId), eq(column, subject.id)),
      );
      if (found[0]) return found[0];
      await db
        .insert(chatConversations)
        .values({
          clientId,
          kind,
          code: subject.code,
          ...(kind === 'order' ? { orderId: subject.id } : { missionId: subject.id }),
        })
        .onConflictDoNothing();
      const rows = await base(db).where(
        and(eq(chatConversations.clientId, clientId), eq(column, subject.id)),
      );
      return rows[0]!;
    },

    async find(id: number, clientId: number | null, tx: Db = db): Promise<ConversationRow | null> {
      const rows = await base(tx)
        .where(
          clientId === null
            ? eq(chatConversations.id, id)
            : and(eq(chatConversations.clientId, clientId), eq(chatConversations.id, id)),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async list(
      filter: ConversationFilter,
      page: { page: number; perPage: number },
      order: ConversationOrder = 'latest',
    ): Promise<{
      rows: ConversationRow[];
      total: number;
      unreadConversations: number;
      maxMessageId: number;
    }> {
      const condition = where(filter);
      const unreadCondition = and(
        where({ ...filter, code: undefined, maxMessageId: undefined }, false),
        gt(unreadOf(filter.side), 0),
      );
      const [rows, totals, unread, max] = await Promise.all([
        base(db)
          .where(condition)
          .orderBy(
            ...(order === 'waiting'
              ? [sql`${chatConversations.waitingSince} asc nulls last`, desc(chatConversations.lastMessageId)]
              : [desc(chatConversations.lastMessageId)]),
          )
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        db.select({ total: count() }).from(chatConversations).where(condition),
        db.select({ total: count() }).from(chatConversations).where(unreadCondition),
        db
          .select({ max: sql<number | null>`max(${chatConversations.lastMessageId})` })
          .from(chatConversations)
          .where(where({ ...filter, code: undefined, isRead: undefined })),
      ]);
      return {
        rows,
        total: totals[0]?.total ?? 0,
        unreadConversations: unread[0]?.total ?? 0,
        maxMessageId: filter.maxMessageId ?? Number(max[0]?.max ?? 0),
      };
    },

    /** The client's chats (orders and missions) with unread desk messages: the navigation's count. */
    async unreadCount(clientId: number): Promise<number> {
      const rows = await db
        .select({ total: count() })
        .from(chatConversations)
        .where(and(eq(chatConversations.clientId, clientId), gt(chatConversations.clientUnread, 0)));
      return rows[0]?.total ?? 0;
    },

    /** An active agent who may hold a chat (support or admin): the name; null otherwise. */
    async agentName(staffId: number): Promise<string | null> {
      const rows = await db
        .select({ name: staff.name })
        .from(staff)
        .where(and(eq(staff.id, staffId), isNull(staff.disabledAt), inArray(staff.role, agentRoles)))
        .limit(1);
      return rows[0]?.name ?? null;
    },

    /** Gives the chat to an agent and logs who did it, in the caller's transaction; false: no such chat. */
    async assign(tx: Db, conversationId: number, staffId: number, byId: number): Promise<boolean> {
      const rows = await tx
        .update(chatConversations)
        .set({ assignedStaffId: staffId })
        .where(eq(chatConversations.id, conversationId))
        .returning({ id: chatConversations.id });
      if (rows.length === 0) return false;
      await tx.insert(chatAssignments).values({ conversationId, staffId, assignedById: byId });
      return true;
    },

    /** A page of messages, newest first (the service turns it), before `beforeId`. */
    async messages(conversationId: number, limit: number, beforeId?: number): Promise<MessageRow[]> {
      return db
        .select({
          id: chatMessages.id,
          conversationId: chatMessages.conversationId,
          message: chatMessages.message,
          staffId: chatMessages.staffId,
          authorName: sql<string>`coalesce(${staff.name}, ${users.name}, '')`,
          latitude: chatMessages.latitude,
          longitude: chatMessages.longitude,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .leftJoin(staff, eq(staff.id, chatMessages.staffId))
        .leftJoin(users, eq(users.id, chatMessages.userId))
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
    },

    /**
     * Adds a message and moves the conversation (last message, the other side's unread count) in one
     * statement each, inside the caller's transaction; the conversation row is locked by the update. Answers
     * the message as a page would read it and the conversation's new state, so the live push needs no
     * further read after the commit (decision 027).
     */
    async insertMessage(
      tx: Db,
      values: typeof chatMessages.$inferInsert,
      side: ChatSide,
      at: Date,
    ): Promise<{
      message: MessageRow;
      conversation: Pick<ConversationRow, 'lastMessageId' | 'lastMessageAt' | 'clientUnread' | 'staffUnread'>;
    }> {
      const [message] = await tx
        .insert(chatMessages)
        .values(values)
        .returning({
          id: chatMessages.id,
          conversationId: chatMessages.conversationId,
          message: chatMessages.message,
          staffId: chatMessages.staffId,
          // Qualified by hand: drizzle writes RETURNING columns bare, ambiguous inside a subquery.
          authorName: sql<string>`coalesce(
            (select s.name from ${staff} s where s.id = "chat_messages"."staff_id"),
            (select u.name from ${users} u where u.id = "chat_messages"."user_id"), '')`,
          latitude: chatMessages.latitude,
          longitude: chatMessages.longitude,
          createdAt: chatMessages.createdAt,
        });
      const other = side === 'client' ? chatConversations.staffUnread : chatConversations.clientUnread;
      const [conversation] = await tx
        .update(chatConversations)
        .set({
          lastMessageId: message!.id,
          lastMessageAt: at,
          // The client's first unanswered message starts the wait; a desk message ends it.
          waitingSince:
            side === 'client'
              ? sql`coalesce(${chatConversations.waitingSince}, ${at.toISOString()}::timestamptz)`
              : null,
          ...(side === 'client' ? { staffUnread: sql`${other} + 1` } : { clientUnread: sql`${other} + 1` }),
        })
        .where(eq(chatConversations.id, values.conversationId))
        .returning({
          lastMessageId: chatConversations.lastMessageId,
          lastMessageAt: chatConversations.lastMessageAt,
          clientUnread: chatConversations.clientUnread,
          staffUnread: chatConversations.staffUnread,
        });
      return { message: message!, conversation: conversation! };
    },

    /** Clears one side's unread count; true when there was something to clear. */
    async markRead(conversationId: number, side: ChatSide): Promise<boolean> {
      const unread = unreadOf(side);
      const rows = await db
        .update(chatConversations)
        .set(side === 'client' ? { clientUnread: 0 } : { staffUnread: 0 })
        .where(and(eq(chatConversations.id, conversationId), gt(unread, 0)))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },

    async userName(userId: number): Promise<string> {
      const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.name ?? '';
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
