import {
  chatAssignedEvent,
  type ChatConversation,
  type ChatConversationListQuery,
  type ChatMessage,
  type ChatMessageFields,
  type ChatMessagePush,
  type OpsChatConversationListQuery,
  type StoredFile,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-guard';
import type { Upload } from '../../http/multipart-files';
import type { StaffContext } from '../../http/staff-guard';
import type { Notifier } from '../../lib/notifier';
import type { FilesService } from '../files/files.service';
import type {
  ChatKind,
  ChatRepository,
  ChatSide,
  ConversationFilter,
  ConversationOrder,
  ConversationRow,
  MessageRow,
} from './chat.repository';

/** Live events and presence: the client's room, the desk's room, and "is this chat on a client's screen". */
export interface ChatLive {
  toClient(clientId: number, event: string, payload: unknown): void;
  toStaff(event: string, payload: unknown): void;
  /** True when a socket of the client reported this chat open (`chat:open`). */
  isOpen(clientId: number, conversationId: number): Promise<boolean>;
}

export interface ChatDeps {
  chat: ChatRepository;
  files: FilesService;
  transaction: RunInTransaction;
  notifier: Notifier;
  live: ChatLive;
  clock: Clock;
}

/** Messages per page of one chat. */
export const chatPageSize = 50;

const empty = () =>
  new AppError('VALIDATION_FAILED', { errors: { message: ['chat.messageFileOrLocation'] } });

/**
 * Chat about an order or a mission (issue 8, decision 027). The client side reaches a chat through its
 * own order id or mission code (another client's: 404); the desk through the conversation id. A message
 * is text, files (the files kit: checked by bytes before anything is written) and/or a location. Each
 * message is pushed live (`chat:message`) to the client's room and the desk's; a desk message also
 * notifies the client (`chat_message`) unless one of its users has that chat open.
 */
export function createChatService(deps: ChatDeps) {
  const { chat, files, transaction, notifier, live, clock } = deps;

  function toConversation(row: ConversationRow, side: ChatSide): ChatConversation {
    return {
      id: row.id,
      kind: row.kind === 'mission' ? 'mission' : 'order',
      subject_id: (row.kind === 'mission' ? row.missionId : row.orderId) ?? 0,
      code: row.code,
      last_message: row.lastMessage,
      last_message_id: row.lastMessageId,
      last_message_at: row.lastMessageAt?.toISOString() ?? null,
      unread: side === 'client' ? row.clientUnread : row.staffUnread,
      client_id: row.clientId,
      client_name: row.clientName,
      waiting_since: row.waitingSince?.toISOString() ?? null,
      assigned_user:
        row.assignedStaffId === null ? null : { id: row.assignedStaffId, name: row.assignedStaffName ?? '' },
    };
  }

  const toMessage = (r: MessageRow, files: StoredFile[]): ChatMessage => ({
    id: r.id,
    conversation_id: r.conversationId,
    message: r.message,
    from: r.staffId === null ? 'client' : 'staff',
    author_name: r.authorName,
    latitude: r.latitude,
    longitude: r.longitude,
    files,
    created_at: r.createdAt.toISOString(),
  });

  async function toMessages(rows: MessageRow[]): Promise<ChatMessage[]> {
    const byMessage = await files.byOwners(
      'chat_message',
      rows.map((r) => r.id),
    );
    return rows.map((r) => toMessage(r, byMessage.get(r.id) ?? []));
  }

  async function subjectOf(session: AuthContext, kind: ChatKind, key: { id: number } | { code: string }) {
    // An order's chat is named by its id; its code (what the merchant reads) finds it too (issue 41.3).
    const subject =
      (await chat.subject(session.clientId, kind, key)) ??
      (kind === 'order' && 'id' in key
        ? await chat.subject(session.clientId, kind, { code: String(key.id) })
        : null);
    if (!subject) throw new AppError('NOT_FOUND');
    return chat.ensure(session.clientId, kind, subject);
  }

  /** The newest page (oldest first on screen); reading it clears the reader's unread count. */
  async function thread(row: ConversationRow, side: ChatSide, beforeId: number | undefined) {
    const rows = await chat.messages(row.id, chatPageSize + 1, beforeId);
    const page = rows.slice(0, chatPageSize).reverse();
    if (beforeId === undefined && (await chat.markRead(row.id, side))) {
      const payload = { conversation_id: row.id, side };
      if (side === 'client') live.toClient(row.clientId, 'chat:read', payload);
      else live.toStaff('chat:read', payload);
      row = { ...row, ...(side === 'client' ? { clientUnread: 0 } : { staffUnread: 0 }) };
    }
    return {
      conversation: toConversation(row, side),
      messages: await toMessages(page),
      has_more: (rows.length > chatPageSize ? 1 : 0) as 0 | 1,
    };
  }

  async function push(
    row: ConversationRow,
    author: { side: 'client'; userId: number } | { side: 'staff'; staffId: number },
    fields: ChatMessageFields,
    uploads: Upload[],
  ) {
    if (fields.message === '' && uploads.length === 0 && fields.latitude === undefined) throw empty();
    // A desk message to a chat nobody has open on the client side becomes a notification too.
    const notify = author.side === 'staff' && !(await live.isOpen(row.clientId, row.id));
    const written = await files.write(uploads);
    let pushNotification: () => void = () => undefined;
    let forClient: ChatMessagePush;
    let forStaff: ChatMessagePush;
    try {
      // Everything the push carries comes back from the writes: no read between the commit and the emit.
      [forClient, forStaff] = await transaction(async (tx) => {
        const { message, conversation } = await chat.insertMessage(
          tx,
          {
            conversationId: row.id,
            clientId: row.clientId,
            userId: author.side === 'client' ? author.userId : null,
            staffId: author.side === 'staff' ? author.staffId : null,
            message: fields.message,
            latitude: fields.latitude ?? null,
            longitude: fields.longitude ?? null,
          },
          author.side,
          clock.now(),
        );
        const stored = await files.record(
          tx,
          row.clientId,
          { kind: 'chat_message', id: message.id },
          written,
        );
        if (notify)
          pushNotification = await notifier.record(tx, [
            {
              clientId: row.clientId,
              type: 'chat_message',
              messageKey: 'notify.chatMessage',
              params: { code: row.code },
              // The subject names the chat's order (id) or mission (code), so the link opens that chat.
              subject:
                row.kind === 'mission'
                  ? { kind: 'mission_chat', id: row.missionId!, code: row.code }
                  : { kind: 'order_chat', id: row.orderId!, code: row.code },
            },
          ]);
        const fresh: ConversationRow = { ...row, ...conversation, lastMessage: message.message };
        const pushed = toMessage(message, stored);
        return [
          { conversation: toConversation(fresh, 'client'), message: pushed },
          { conversation: toConversation(fresh, 'staff'), message: pushed },
        ];
      });
    } catch (error) {
      await files.discard(written);
      throw error;
    }
    live.toClient(row.clientId, 'chat:message', forClient);
    live.toStaff('chat:message', forStaff);
    pushNotification();
    return author.side === 'client' ? forClient : forStaff;
  }

  async function list(
    filter: ConversationFilter,
    query: { page: number; perPage: number },
    order: ConversationOrder = 'latest',
  ) {
    const page = { page: query.page, perPage: query.perPage };
    const { rows, total, unreadConversations, maxMessageId } = await chat.list(filter, page, order);
    return {
      data: rows.map((r) => toConversation(r, filter.side)),
      current_page: page.page,
      last_page: Math.max(1, Math.ceil(total / page.perPage)),
      per_page: page.perPage,
      total,
      max_message_id: maxMessageId,
      unread_conversations: unreadConversations,
    };
  }

  const clientFilter = (session: AuthContext, kind: ChatKind, q: ChatConversationListQuery) => ({
    clientId: session.clientId,
    kind,
    side: 'client' as const,
    maxMessageId: q.max_message_id,
    isRead: q.is_read,
    code: q.code,
  });

  return {
    conversations(session: AuthContext, kind: ChatKind, query: ChatConversationListQuery) {
      return list(clientFilter(session, kind, query), query);
    },

    /** The navigation's count: the client's chats (both kinds) with unread desk messages. */
    async unreadCount(session: AuthContext) {
      return { count: await chat.unreadCount(session.clientId) };
    },

    async messages(
      session: AuthContext,
      kind: ChatKind,
      key: { id: number } | { code: string },
      beforeId: number | undefined,
    ) {
      return thread(await subjectOf(session, kind, key), 'client', beforeId);
    },

    async push(
      session: AuthContext,
      kind: ChatKind,
      key: { id: number } | { code: string },
      fields: ChatMessageFields,
      uploads: Upload[],
    ) {
      const row = await subjectOf(session, kind, key);
      return push(row, { side: 'client', userId: session.userId }, fields, uploads);
    },

    // ---- the help desk ----

    /** The desk's queue: the longest-waiting first; `waiting`, `mine` or `all` (decision 027 amendment). */
    opsConversations(staff: StaffContext, query: OpsChatConversationListQuery) {
      return list(
        {
          clientId: null,
          kind: query.kind === 'all' ? undefined : query.kind,
          side: 'staff',
          maxMessageId: query.max_message_id,
          isRead: query.is_read,
          code: query.code,
          waitingOnly: query.queue === 'waiting',
          assignedTo: query.queue === 'mine' ? staff.staffId : undefined,
        },
        query,
        'waiting',
      );
    },

    /** Gives a chat to an agent (support or admin; absent: the caller), logged with who assigned it. */
    async opsAssign(staff: StaffContext, conversationId: number, staffId: number | undefined) {
      const agent = staffId ?? staff.staffId;
      if ((await chat.agentName(agent)) === null)
        throw new AppError('VALIDATION_FAILED', { errors: { staff_id: ['validation.invalid'] } });
      const found = await transaction((tx) => chat.assign(tx, conversationId, agent, staff.staffId));
      if (!found) throw new AppError('NOT_FOUND');
      const row = (await chat.find(conversationId, null))!;
      const conversation = toConversation(row, 'staff');
      live.toStaff(chatAssignedEvent, { conversation });
      return { conversation };
    },

    async opsMessages(_staff: StaffContext, conversationId: number, beforeId: number | undefined) {
      const row = await chat.find(conversationId, null);
      if (!row) throw new AppError('NOT_FOUND');
      return thread(row, 'staff', beforeId);
    },

    async opsPush(staff: StaffContext, conversationId: number, fields: ChatMessageFields, uploads: Upload[]) {
      const row = await chat.find(conversationId, null);
      if (!row) throw new AppError('NOT_FOUND');
      return push(row, { side: 'staff', staffId: staff.staffId }, fields, uploads);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
