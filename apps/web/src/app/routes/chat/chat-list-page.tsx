import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/ui/page-header';
import { useChatLive } from '@/features/chat/api/chat-queries';
import { clientChat } from '@/features/chat/api/chat-source';
import { conversationPath } from '@/features/chat/chat-paths';
import { ConversationList } from '@/features/chat/components/conversation-list';

/** `/apps/chat`: the merchant's order and mission chats with their unread counts, live. */
export function ChatListPage() {
  const { t } = useTranslation('shell');
  useChatLive(clientChat);
  return (
    <>
      <PageHeader title={t('pages.chat')} />
      <ConversationList source={clientChat} hrefOf={conversationPath} />
    </>
  );
}
