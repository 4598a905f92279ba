import {
  Badge,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { opsChatQueues, type ChatConversation, type OpsChatQueue } from '@courier/contracts';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useConversations } from '../api/chat-queries';
import type { ChatSource, ConversationKind } from '../api/chat-source';
import classes from './conversation-list.module.css';

const perPage = 20;

/**
 * The chats of one side with their unread counts, by kind (orders / missions; the desk also both), unread only or all, found
 * by code. Each item is a link (`hrefOf`) or, on the desk, a choice (`onSelect`). The desk also picks a
 * queue (waiting for an answer, the longest first / all / mine) and sees who has each chat.
 */
export function ConversationList({
  source,
  selectedId,
  hrefOf,
  onSelect,
}: {
  source: ChatSource;
  selectedId?: number | undefined;
  hrefOf?: (conversation: ChatConversation) => string;
  onSelect?: (conversation: ChatConversation) => void;
}) {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const desk = source.side === 'staff';
  // The desk starts on one queue of both kinds, so the longest wait comes first whatever it is about.
  const [kind, setKind] = useState<ConversationKind>(desk ? 'all' : 'order');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [code, setCode] = useState('');
  const [page, setPage] = useState(1);
  const [queue, setQueue] = useState<OpsChatQueue>('waiting');
  const query = {
    page,
    perPage,
    is_read: unreadOnly ? (0 as const) : undefined,
    code: code.trim() || undefined,
    queue: desk ? queue : undefined,
  };
  const list = useConversations(source, kind, query);
  const feed = list.data?.feed;
  const reset = () => setPage(1);

  return (
    <Stack gap="sm">
      {desk && (
        <SegmentedControl
          aria-label={t('queue.label')}
          value={queue}
          onChange={(value) => {
            setQueue(value as OpsChatQueue);
            reset();
          }}
          data={opsChatQueues.map((value) => ({ value, label: t(`queue.${value}`) }))}
        />
      )}
      <SegmentedControl
        value={kind}
        onChange={(value) => {
          setKind(value as ConversationKind);
          reset();
        }}
        aria-label={t('kinds.label')}
        data={[
          ...(desk ? [{ value: 'all', label: t('kinds.all') }] : []),
          { value: 'order', label: t('kinds.order') },
          { value: 'mission', label: t('kinds.mission') },
        ]}
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('list.search')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            reset();
          }}
          inputMode="numeric"
          style={{ flex: 1, minWidth: '10rem' }}
        />
        <Switch
          label={t('list.unreadOnly')}
          checked={unreadOnly}
          onChange={(e) => {
            setUnreadOnly(e.currentTarget.checked);
            reset();
          }}
          mb={8}
        />
      </Group>
      {list.isError && !feed ? (
        <ApiErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : !feed ? (
        <LoadingBlocks heights={[56, 56, 56]} />
      ) : feed.data.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <ul className={classes.list} aria-label={t('list.label')}>
          {feed.data.map((conversation) => {
            const body = (
              <>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" truncate="end">
                    {t(`openAbout.${conversation.kind}`, { code: conversation.code })}
                  </Text>
                  {conversation.unread > 0 && (
                    <Badge color="red" variant="filled" size="sm" className={classes.badge}>
                      {t('list.unread', { count: conversation.unread })}
                    </Badge>
                  )}
                </Group>
                {desk && (
                  <>
                    <Text size="xs" c="dimmed">
                      {t('list.client')}: {conversation.client_name}
                    </Text>
                    <Text size="xs" c="dimmed" data-testid="conversation-assignee">
                      {t('assign.current', { name: conversation.assigned_user?.name ?? t('assign.nobody') })}
                      {conversation.waiting_since &&
                        ` · ${t('queue.waitingSince', { time: formatDateTime(conversation.waiting_since, lang) })}`}
                    </Text>
                  </>
                )}
                <Text size="sm" c="dimmed" truncate="end" dir="auto">
                  {conversation.last_message || t('list.noText')}
                </Text>
                {conversation.last_message_at && (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(conversation.last_message_at, lang)}
                  </Text>
                )}
              </>
            );
            const current = conversation.id === selectedId;
            return (
              <li key={conversation.id}>
                {hrefOf ? (
                  <UnstyledButton component={Link} to={hrefOf(conversation)} className={classes.item}>
                    {body}
                  </UnstyledButton>
                ) : (
                  <UnstyledButton
                    className={classes.item}
                    data-selected={current || undefined}
                    aria-current={current || undefined}
                    onClick={() => onSelect?.(conversation)}
                  >
                    {body}
                  </UnstyledButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {feed && feed.last_page > 1 && (
        <Pagination total={feed.last_page} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}
