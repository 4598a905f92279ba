import { Badge, Button, Card, Group, Paper, Rating, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Ticket, TicketReply } from '@courier/contracts';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AttachmentList } from '@/components/ui/attachment-list';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import type { DownloadedFile } from '@/lib/api-client';
import { FilePicker } from '@/components/ui/file-picker';
import { TicketStatusBadge } from './ticket-status-badge';

const when = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The replies, newest first (spec §4), each with its files. */
export function ReplyList({
  replies,
  download,
}: {
  replies: readonly TicketReply[];
  download: (url: string) => Promise<DownloadedFile>;
}) {
  const { t, i18n } = useTranslation('tickets');
  if (replies.length === 0) return <Text c="dimmed">{t('thread.noReplies')}</Text>;
  return (
    <Stack
      gap="sm"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('thread.replies')}
    >
      {replies.map((reply) => (
        <Paper
          component="li"
          key={reply.id}
          withBorder
          p="sm"
          radius="md"
          bg={reply.from === 'staff' ? 'blue.0' : undefined}
        >
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              {reply.from === 'staff' ? t('thread.desk', { name: reply.author_name }) : reply.author_name}
            </Text>
            <Text size="xs" c="dimmed">
              {when(reply.created_at, i18n.language)}
            </Text>
          </Group>
          {reply.message && (
            <Text mt={4} style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {reply.message}
            </Text>
          )}
          <AttachmentList files={reply.files} download={download} />
        </Paper>
      ))}
    </Stack>
  );
}

/** The ticket's head: subject, status, entity, assigned person, description and its files. */
export function TicketSummary({
  ticket,
  download,
}: {
  ticket: Ticket;
  download: (url: string) => Promise<DownloadedFile>;
}) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {ticket.code} · {ticket.subject}
        </Title>
        <TicketStatusBadge status={ticket.status} label={ticket.status_name} />
      </Group>
      <Group gap="lg" mt="xs">
        <Text size="sm">{ticket.type_name}</Text>
        {ticket.entity_code && (
          <Text size="sm">
            {ticket.mission_complaint ? t('entity.mission') : t('entity.order')}: {ticket.entity_code}
          </Text>
        )}
        <Text size="sm">
          {t('thread.assigned')}: {ticket.assigned_user?.name ?? t('thread.unassigned')}
        </Text>
        <Text size="sm" c="dimmed">
          {when(ticket.created_at, i18n.language)}
        </Text>
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
        {ticket.description}
      </Text>
      <AttachmentList files={ticket.images} download={download} />
    </Card>
  );
}

/** A reply box with files; closed tickets say so instead. */
export function ReplyBox({
  closed,
  pending,
  error,
  onSend,
}: {
  closed: boolean;
  pending: boolean;
  error: unknown;
  onSend: (message: string, files: File[], done: () => void) => void;
}) {
  const { t } = useTranslation('tickets');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  if (closed) return <Text c="dimmed">{t('thread.closedNote')}</Text>;
  return (
    <Stack gap="xs">
      <AutosizeTextarea
        label={t('thread.reply')}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        minRows={2}
        dir="auto"
      />
      <FilePicker files={files} onChange={setFiles} />
      <ApiErrorAlert error={error} />
      <Group>
        <Button
          loading={pending}
          disabled={message.trim() === '' && files.length === 0}
          onClick={() =>
            onSend(message, files, () => {
              setMessage('');
              setFiles([]);
            })
          }
        >
          {t('thread.send')}
        </Button>
      </Group>
    </Stack>
  );
}

export function TicketRating({
  ticket,
  pending,
  onRate,
}: {
  ticket: Ticket;
  pending: boolean;
  onRate: (rate: number) => void;
}) {
  const { t } = useTranslation('tickets');
  const [rate, setRate] = useState(0);
  if (ticket.status !== 2) return null;
  if (ticket.rate !== null) {
    return (
      <Group gap="xs">
        <Text>{t('rating.done')}</Text>
        <Rating value={ticket.rate} readOnly aria-label={t('rating.value', { rate: ticket.rate })} />
      </Group>
    );
  }
  return (
    <Group gap="sm">
      <Text id="ticket-rating-label">{t('rating.ask')}</Text>
      <Rating value={rate} onChange={setRate} aria-labelledby="ticket-rating-label" />
      <Button size="xs" disabled={rate === 0} loading={pending} onClick={() => onRate(rate)}>
        {t('rating.send')}
      </Button>
    </Group>
  );
}

export function TicketLogList({
  logs,
}: {
  logs: ReadonlyArray<{ id: number; text: string; actor_name: string; created_at: string }>;
}) {
  const { i18n } = useTranslation('tickets');
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {logs.map((log) => (
        <Timeline.Item key={log.id} title={log.text}>
          <Text size="xs" c="dimmed">
            {log.actor_name} · {when(log.created_at, i18n.language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('tickets');
  if (count === 0) return null;
  return (
    <Badge color="red" variant="filled" size="sm">
      {t('list.unread', { count })}
    </Badge>
  );
}
