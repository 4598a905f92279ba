import type {
  ChatConversationListResponse,
  ChatKind,
  ChatMessagesResponse,
  OpsChatQueue,
  PushChatMessageResponse,
} from '@courier/contracts';
import { api, apiDownload, apiUpload } from '@/lib/api-client';
import { opsApi } from '@/lib/ops-api';
import { onOpsSocketEvent } from '@/lib/ops-socket';
import { onSocketEvent } from '@/lib/socket';

/** Which chat: the client names it by its order id or mission code, the desk by the conversation id. */
export type ChatRef =
  { kind: 'order'; id: number } | { kind: 'mission'; code: string } | { kind: 'conversation'; id: number };

export interface ConversationQuery {
  page: number;
  perPage: number;
  is_read?: 0 | 1 | undefined;
  code?: string | undefined;
  /** The desk's queue filter (the client's calls have none). */
  queue?: OpsChatQueue | undefined;
}

/** A conversation list's kind: the desk also has both at once, one queue the longest-waiting first. */
export type ConversationKind = ChatKind | 'all';

type Query = Record<string, string | number | undefined>;

/**
 * One side of the chat (decision 027): the same components talk to the client's calls (spec §7) or to
 * the desk's (/api/ops/chat) through this, and hear the same live events on that side's socket.
 */
export interface ChatSource {
  side: 'client' | 'staff';
  conversations(
    kind: ConversationKind,
    query: ConversationQuery,
    signal?: AbortSignal,
  ): ReturnType<typeof list>;
  messages(ref: ChatRef, beforeId: number | undefined, signal?: AbortSignal): ReturnType<typeof thread>;
  push(ref: ChatRef, form: FormData): ReturnType<typeof push>;
  download: typeof apiDownload;
  onEvent(event: string, listener: (payload: unknown) => void): () => void;
}

// Typed, not parsed: the API serialises each answer through its contracts schema, and the shell loads this
// module at start for the chat count (decision 006, sixth pass: no zod before the page is interactive).
const list = (call: Promise<unknown>) => call as Promise<ChatConversationListResponse>;
const thread = (call: Promise<unknown>) => call as Promise<ChatMessagesResponse>;
const push = (call: Promise<unknown>) => call as Promise<PushChatMessageResponse>;

const refQuery = (ref: ChatRef): Query =>
  ref.kind === 'order'
    ? { id: ref.id }
    : ref.kind === 'mission'
      ? { mission_code: ref.code }
      : { conversation_id: ref.id };

/** The merchant's side: `conversations`, `order/messages`, `order/push-message` and the mission ones. */
export const clientChat: ChatSource = {
  side: 'client',
  conversations: (kind, query, signal) =>
    list(
      api.post(kind === 'mission' ? 'mission_conversations' : 'conversations', undefined, {
        query: { ...query },
        signal,
      }),
    ),
  messages: (ref, beforeId, signal) =>
    thread(
      api.post(ref.kind === 'mission' ? 'mission/messages' : 'order/messages', undefined, {
        query: { ...refQuery(ref), before_id: beforeId },
        signal,
      }),
    ),
  push: (ref, form) => {
    for (const [name, value] of Object.entries(refQuery(ref))) form.append(name, String(value));
    return push(apiUpload(ref.kind === 'mission' ? 'mission/push-message' : 'order/push-message', form));
  },
  download: apiDownload,
  onEvent: (event, listener) => onSocketEvent(event, listener),
};

/** The help desk's side (staff console). */
export const deskChat: ChatSource = {
  side: 'staff',
  conversations: (kind, query, signal) =>
    list(opsApi.get('chat/conversations', { query: { ...query, kind }, signal })),
  messages: (ref, beforeId, signal) =>
    thread(opsApi.get('chat/messages', { query: { ...refQuery(ref), before_id: beforeId }, signal })),
  push: (ref, form) => {
    for (const [name, value] of Object.entries(refQuery(ref))) form.append(name, String(value));
    return push(opsApi.upload('chat/push-message', form));
  },
  download: (path, options) => opsApi.download(path, options),
  onEvent: (event, listener) => onOpsSocketEvent(event, listener),
};
