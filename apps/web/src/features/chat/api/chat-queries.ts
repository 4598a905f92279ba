import { chatMessageEvent, chatReadEvent, type ChatKind, type ChatMessageFields } from '@courier/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatRef, ChatSource, ConversationQuery } from './chat-source';

/** Query keys of chat, per side (one factory; live events and sends invalidate `side`). */
export const chatKeys = {
  all: ['chat'] as const,
  side: (source: ChatSource) => ['chat', source.side] as const,
  list: (source: ChatSource, kind: ChatKind, query: ConversationQuery) =>
    ['chat', source.side, 'list', kind, query] as const,
  thread: (source: ChatSource, ref: ChatRef) => ['chat', source.side, 'thread', ref] as const,
};

/** The conversation list of one kind (`conversations` / `mission_conversations` / the desk's queue). */
export function useConversations(
  source: ChatSource,
  kind: ChatKind,
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

/** Live: a new message or a read on this side's socket refreshes the open chat and the lists. */
export function useChatLive(source: ChatSource) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: chatKeys.side(source) });
    const offMessage = source.onEvent(chatMessageEvent, refresh);
    const offRead = source.onEvent(chatReadEvent, refresh);
    return () => {
      offMessage();
      offRead();
    };
  }, [client, source]);
}
