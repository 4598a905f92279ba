import type { ReactNode } from 'react';
import { useChatLive, useUnreadChats } from '../api/chat-queries';
import { clientChat } from '../api/chat-source';

/**
 * The merchant's count of chats with unread desk messages (`chat/unread`), kept live: a desk message
 * (`chat:message`) raises it and reading a chat (`chat:read`, on every open page of the client) lowers it.
 * The shell draws it on its chat entry (`children` gets the count).
 */
export function UnreadChatsCount({ children }: { children: (count: number) => ReactNode }) {
  const unread = useUnreadChats();
  useChatLive(clientChat);
  return children(unread.data?.feed.count ?? 0);
}
