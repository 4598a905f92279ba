import type { TicketReply } from '@courier/contracts';
import { Divider, Grid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import type { DownloadedFile } from '@/lib/api-client';
import { ReplyList } from './ticket-thread';

/**
 * One ticket's page body, for the merchant and the desk alike: the error with a retry or a loader until
 * the ticket is in; then `main` above the replies (newest first) beside the `side` column.
 */
export function TicketFrame({
  replies,
  error,
  onRetry,
  download,
  main,
  side,
}: {
  /** undefined until the ticket is loaded. */
  replies: readonly TicketReply[] | undefined;
  error: unknown;
  onRetry: () => void;
  download: (url: string) => Promise<DownloadedFile>;
  main: ReactNode;
  side: ReactNode;
}) {
  const { t } = useTranslation('tickets');
  if (!replies) {
    return error ? (
      <ApiErrorAlert error={error} onRetry={onRetry} />
    ) : (
      <LoadingBlocks heights={[48, 120, 120]} />
    );
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          {main}
          <Divider />
          <Title order={2} size="h5">
            {t('thread.replies')}
          </Title>
          <ReplyList replies={replies} download={download} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{side}</Grid.Col>
    </Grid>
  );
}
