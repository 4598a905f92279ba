import {
  chatAssignedEvent,
  chatMessageEvent,
  chatReadEvent,
  type ChatMessageFields,
  type ChatUnreadResponse,
  type OpsAssignChatResponse,
} from '@courier/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { opsApi } from '@/lib/ops-api';
import {
  clientChat,
  deskChat,
  type ChatRef,
  type ChatSource,
  type ConversationKind,
  type ConversationQuery,
} from './chat-source';

/** Query keys of chat, per side (one factory; live events and sends invalidate `side`). */
export const chatKeys = {
  all: ['chat'] as const,
  side: (source: ChatSource) => ['chat', source.side] as const,
  list: (source: ChatSource, kind: ConversationKind, query: ConversationQuery) =>
    ['chat', source.side, 'list', kind, query] as const,
  thread: (source: ChatSource, ref: ChatRef) => ['chat', source.side, 'thread', ref] as const,
  /** Under the client side's key: every `chat:message` / `chat:read` there refetches it. */
  unread: () => ['chat', clientChat.side, 'unread'] as const,
};

/** The merchant's chats (orders and missions) with unread desk messages (`chat/unread`): the nav count. */
export function useUnreadChats() {
  return useQuery({
    queryKey: chatKeys.unread(),
    // Typed, not parsed (as chat-source.ts): the shell asks for it at start (decision 006, sixth pass).
    queryFn: ({ signal }) => api.post<ChatUnreadResponse>('chat/unread', undefined, { signal }),
  });
}

/** The conversation list of one kind (`conversations` / `mission_conversations` / the desk's queue). */
export function useConversations(
  source: ChatSource,
  kind: ConversationKind,
  query: ConversationQuery,
  enabled = true,
) {
  return useQuery({
    queryKey: chatKeys.list(source, kind, query),
    queryFn: ({ signal }) => source.conversations(kind, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One chat: the latest page first, older pages on demand (before_id); reading it marks it read. */
export function useChatThread(source: ChatSource, ref: ChatRef | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.thread(source, ref ?? { kind: 'conversation', id: 0 }),
    queryFn: ({ pageParam, signal }) => source.messages(ref!, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.feed.has_more === 1 ? last.feed.messages[0]?.id : undefined),
    enabled: ref !== null,
  });
}

export interface OutgoingMessage extends ChatMessageFields {
  files: File[];
}

/** `push-message` (multipart: message, files, optional latitude and longitude). */
export function usePushMessage(source: ChatSource, ref: ChatRef | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files, latitude, longitude }: OutgoingMessage) => {
      const form = new FormData();
      form.append('message', message);
      if (latitude !== undefined && longitude !== undefined) {
        form.append('latitude', String(latitude));
        form.append('longitude', String(longitude));
      }
      for (const file of files) form.append('file', file, file.name);
      return source.push(ref!, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.side(source) }),
  });
}

/** The desk gives a chat to an agent (`staff_id`) or takes it (none): `POST /api/ops/chat/assign`. */
export function useAssignChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversation_id: number; staff_id?: number }) =>
      opsApi.post<OpsAssignChatResponse>('chat/assign', body),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.side(deskChat) }),
  });
}

/** Events that change what a side's lists and chats show (`chat:assigned` only reaches the desk). */
const liveEvents = [chatMessageEvent, chatReadEvent, chatAssignedEvent];

/** Live: a new message, a read or an assignment on this side's socket refreshes the open chat and the lists. */
export function useChatLive(source: ChatSource) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: chatKeys.side(source) });
    const offs = liveEvents.map((event) => source.onEvent(event, refresh));
    return () => offs.forEach((off) => off());
  }, [client, source]);
}
