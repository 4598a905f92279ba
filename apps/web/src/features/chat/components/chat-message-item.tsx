import { Anchor, Paper, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { chatMapUrl, type ChatMessage } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { AttachmentList } from '@/components/ui/attachment-list';
import type { DownloadedFile } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import classes from './chat.module.css';

/** One message: the caller's own at the end side, the other side's at the start. */
export function ChatMessageItem({
  message,
  own,
  download,
}: {
  message: ChatMessage;
  own: boolean;
  download: (url: string) => Promise<DownloadedFile>;
}) {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="md"
      className={own ? classes.own : classes.theirs}
      data-from={message.from}
    >
      <Text fw={600} size="xs">
        {message.from === 'staff' ? t('thread.desk', { name: message.author_name }) : message.author_name}
        {' · '}
        <Text span size="xs" c="dimmed" fw={400}>
          {formatDateTime(message.created_at, lang)}
        </Text>
      </Text>
      {message.message && (
        <Text mt={2} className={classes.text} dir="auto">
          {message.message}
        </Text>
      )}
      {message.latitude !== null && message.longitude !== null && (
        <Anchor
          href={chatMapUrl(message.latitude, message.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          className={classes.location}
        >
          <IconMapPin size={16} aria-hidden="true" />
          {t('thread.location')}
        </Anchor>
      )}
      <AttachmentList files={message.files} download={download} />
    </Paper>
  );
}
