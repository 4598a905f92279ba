import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { chatPath, paths } from '@/config/paths';
import { useChatLive, useChatThread } from '@/features/chat/api/chat-queries';
import { clientChat } from '@/features/chat/api/chat-source';
import { chatRefOf } from '@/features/chat/chat-paths';
import { ChatThread } from '@/features/chat/components/chat-thread';
import classes from '@/features/chat/components/chat.module.css';
import { reportOpenChat } from '@/lib/socket';

/**
 * `/apps/chat/{id}` (spec §2): the chat about an order (its id) or a mission (`?kind=mission`, its code).
 * The page never scrolls, only its message pane. While it is open the socket reports this chat as on
 * screen, so the desk's answers arrive here and not also as a notification (decision 027).
 */
export function ChatPage() {
  const { t } = useTranslation(['chat', 'shell']);
  const { id } = useParams();
  const [search] = useSearchParams();
  const chatRef = chatRefOf(id, search.get('kind'));
  const thread = useChatThread(clientChat, chatRef);
  const conversation = thread.data?.pages[0]?.feed.conversation;
  useChatLive(clientChat);

  // An order's code in the URL finds its chat too; the URL then names the order's id (issue 41.3).
  const navigate = useNavigate();
  const canonicalId = conversation?.kind === 'order' ? String(conversation.subject_id) : id;
  useEffect(() => {
    if (canonicalId !== id) void navigate(chatPath('order', canonicalId ?? ''), { replace: true });
  }, [canonicalId, id, navigate]);

  useEffect(() => {
    if (conversation === undefined) return;
    reportOpenChat(conversation.id);
    return () => reportOpenChat(null);
  }, [conversation?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={classes.page}>
      <BackLink to={paths.chat.path} size="sm" mb="xs">
        {t('thread.back')}
      </BackLink>
      <PageHeader
        title={
          conversation
            ? t(`thread.title.${conversation.kind}`, { code: conversation.code })
            : t('shell:pages.chatThread')
        }
      />
      {chatRef === null || (thread.isError && !thread.data) ? (
        <ApiErrorAlert error={thread.error} onRetry={chatRef ? () => void thread.refetch() : undefined} />
      ) : (
        <ChatThread source={clientChat} chatRef={chatRef} />
      )}
    </div>
  );
}
