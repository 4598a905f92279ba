import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { UploadPhase } from './use-file-upload';

interface UploadProgressProps {
  phase: UploadPhase;
  percent: number;
  onCancel: () => void;
}

/** The bytes sent as a labelled progress bar; once all are sent, the server is reading the file. */
export function UploadProgress({ phase, percent, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('order-files');
  if (phase !== 'uploading' && phase !== 'processing') return null;
  const processing = phase === 'processing';
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {processing ? t('upload.processing') : t('upload.uploading', { percent })}
        </Text>
        {!processing && (
          <Button variant="subtle" color="red.9" size="compact-sm" onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        )}
      </Group>
      <Progress
        value={processing ? 100 : percent}
        animated={processing}
        striped={processing}
        size="lg"
        radius="xl"
        aria-label={t('upload.progressLabel')}
        transitionDuration={150}
      />
    </Stack>
  );
}
