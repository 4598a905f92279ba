import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { FilePicker } from '@/components/ui/file-picker';
import { currentPosition } from '@/lib/geolocation';
import type { OutgoingMessage } from '../api/chat-queries';

type Position = { latitude: number; longitude: number };

/** Text, up to 5 files and optionally the browser's location; Ctrl/⌘+Enter sends. */
export function ChatComposer({
  pending,
  error,
  onSend,
}: {
  pending: boolean;
  error: unknown;
  onSend: (message: OutgoingMessage, done: () => void) => void;
}) {
  const { t } = useTranslation('chat');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [noLocation, setNoLocation] = useState(false);
  const empty = message.trim() === '' && files.length === 0 && position === null;

  const send = () => {
    if (empty || pending) return;
    onSend({ message, files, ...(position ?? {}) }, () => {
      setMessage('');
      setFiles([]);
      setPosition(null);
    });
  };

  const locate = async () => {
    setLocating(true);
    setNoLocation(false);
    const found = await currentPosition();
    setLocating(false);
    if (found) setPosition(found);
    else setNoLocation(true);
  };

  return (
    <Stack gap={6}>
      <AutosizeTextarea
        label={t('composer.label')}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
        }}
        minRows={1}
        maxRows={4}
        dir="auto"
      />
      {position && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t('composer.locationShared')}</Text>
          <CloseButton
            size="sm"
            aria-label={t('composer.removeLocation')}
            onClick={() => setPosition(null)}
          />
        </Group>
      )}
      {noLocation && (
        <Text size="sm" c="red.8" role="alert">
          {t('composer.noLocation')}
        </Text>
      )}
      <ApiErrorAlert error={error} />
      <Group gap="xs" justify="space-between" align="flex-start">
        <Group gap="xs" align="flex-start">
          <FilePicker files={files} onChange={setFiles} />
          <Button
            variant="default"
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
            loading={locating}
            onClick={() => void locate()}
          >
            {t('composer.shareLocation')}
          </Button>
        </Group>
        <Button
          leftSection={<IconSend size={16} aria-hidden="true" />}
          loading={pending}
          disabled={empty}
          onClick={send}
        >
          {t('composer.send')}
        </Button>
      </Group>
    </Stack>
  );
}
