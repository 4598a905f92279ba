import { Button, Center, Loader, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useChatThread, usePushMessage } from '../api/chat-queries';
import type { ChatRef, ChatSource } from '../api/chat-source';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';
import classes from './chat.module.css';

/**
 * One chat for either side: the message pane (the only thing that scrolls; it follows new messages) and
 * the composer under it.
 */
export function ChatThread({ source, chatRef }: { source: ChatSource; chatRef: ChatRef }) {
  const { t } = useTranslation('chat');
  const thread = useChatThread(source, chatRef);
  const send = usePushMessage(source, chatRef);
  const pane = useRef<HTMLDivElement>(null);
  const pages = thread.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.feed.messages);
  const newest = messages.at(-1)?.id;

  // A new message (sent or received) scrolls the pane to it; loading older ones does not.
  useLayoutEffect(() => {
    const el = pane.current;
    if (el && newest !== undefined) el.scrollTop = el.scrollHeight;
  }, [newest]);

  return (
    <div className={classes.chat}>
      <Paper
        withBorder
        radius="md"
        className={classes.pane}
        ref={pane}
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label={t('thread.pane')}
      >
        {thread.isError && !thread.data ? (
          <ApiErrorAlert error={thread.error} onRetry={() => void thread.refetch()} />
        ) : !thread.data ? (
          <Center h="100%">
            <Loader size="sm" />
          </Center>
        ) : messages.length === 0 ? (
          <Text c="dimmed" ta="center" mt="md">
            {t('thread.empty')}
          </Text>
        ) : (
          <>
            {thread.hasNextPage && (
              <Center mb="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {t('thread.older')}
                </Button>
              </Center>
            )}
            <ol className={classes.messages}>
              {messages.map((message) => (
                <ChatMessageItem
                  key={message.id}
                  message={message}
                  own={message.from === source.side}
                  download={(url) => source.download(url)}
                />
              ))}
            </ol>
          </>
        )}
      </Paper>
      <ChatComposer
        pending={send.isPending}
        error={send.error}
        onSend={(message, done) => send.mutate(message, { onSuccess: done })}
      />
    </div>
  );
}
