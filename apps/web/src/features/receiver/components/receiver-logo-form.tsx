import { Button, FileButton, Group, Paper, Text, Title } from '@mantine/core';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AttachmentPreview } from '@/components/ui/attachment-list';
import { toast } from '@/components/ui/toast';
import { apiDownload } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useChangeReceiverLogo, useReceiverLogo } from '../api/receiver-logo';

const download = (url: string) => apiDownload(url);

/**
 * The merchant's logo on its receivers' tracking, confirmation and reschedule pages (issue 38 §1): the
 * server checks the image by its bytes, caps it at 1 MB and redraws it small; here a preview, upload and
 * remove, each saved at once.
 */
export function ReceiverLogoForm() {
  const { t } = useTranslation('notifications');
  const logo = useReceiverLogo();
  const change = useChangeReceiverLogo();
  const save = (file: File | null) =>
    change.mutate(file, {
      onSuccess: () => toast.success(t(file ? 'receiverLogo.saved' : 'receiverLogo.removed')),
      onError: (error) => toast.failure(error.message),
    });
  const url = logo.data ?? null;
  return (
    <Paper withBorder p="md" maw={560} mt="lg" component="section" aria-labelledby="receiver-logo">
      <Title order={2} size="h4" id="receiver-logo" mb="xs">
        {t('receiverLogo.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('receiverLogo.intro')}
      </Text>
      {logo.isError ? <ApiErrorAlert error={logo.error} onRetry={() => void logo.refetch()} /> : null}
      {url ? (
        <AttachmentPreview
          file={{ url, thumb_url: null, file_name: t('receiverLogo.alt') }}
          download={download}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('receiverLogo.none')}
        </Text>
      )}
      <Group mt="md" gap="sm">
        <FileButton onChange={(file) => file && save(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} size="xs" loading={change.isPending}>
              {t(url ? 'receiverLogo.replace' : 'receiverLogo.upload')}
            </Button>
          )}
        </FileButton>
        {url ? (
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={change.isPending}
            onClick={() => save(null)}
          >
            {t('receiverLogo.remove')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
