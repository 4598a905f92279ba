import { Grid, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useChatLive, useChatThread } from '@/features/chat/api/chat-queries';
import { deskChat, type ChatRef } from '@/features/chat/api/chat-source';
import { ChatAssignControls } from '@/features/chat/components/chat-assign-controls';
import { ChatThread } from '@/features/chat/components/chat-thread';
import classes from '@/features/chat/components/chat.module.css';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { useSupportAgents } from '@/features/tickets/ops/api/get-support-agents';
import { useOpsSession } from '@/lib/ops-session';

/**
 * /ops/chat (support): every client's order and mission chats, the longest-waiting first (waiting / all /
 * mine), and the chosen one (`?c=<conversation id>`) answered with the same components as the merchant's
 * page, live; its header says who has it and takes or gives it (the agents are the tickets' ones).
 */
export function OpsChatPage() {
  const { t } = useTranslation(['ops', 'chat']);
  const [search, setSearch] = useSearchParams();
  const selected = Number(search.get('c')) || undefined;
  const chatRef: ChatRef | null = selected ? { kind: 'conversation', id: selected } : null;
  const thread = useChatThread(deskChat, chatRef);
  const conversation = thread.data?.pages[0]?.feed.conversation;
  const agents = useSupportAgents();
  const session = useOpsSession();
  useChatLive(deskChat);

  return (
    <>
      <PageTitle>{t('pages.chat')}</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ConversationList
            source={deskChat}
            selectedId={selected}
            onSelect={(c) => setSearch({ c: String(c.id) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {chatRef ? (
            <section className={classes.deskThread} aria-labelledby="desk-chat-title">
              <Title id="desk-chat-title" order={2} size="h4" mb="xs">
                {conversation
                  ? `${t(`chat:thread.title.${conversation.kind}`, { code: conversation.code })} · ${conversation.client_name}`
                  : t('pages.chat')}
              </Title>
              {conversation && (
                <ChatAssignControls
                  conversation={conversation}
                  agents={agents.data ?? []}
                  viewerId={session?.staffId}
                />
              )}
              <ChatThread source={deskChat} chatRef={chatRef} />
            </section>
          ) : (
            <Text c="dimmed">{t('chat:list.choose')}</Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
