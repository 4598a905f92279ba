import { Button, Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { useLanguage } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import { ApiErrorAlert } from './api-error-alert';
import { toast } from './toast';

export interface DownloadButtonTexts {
  button: string;
  preparing: string;
  /** "Received {{received}}" with the bytes so far. */
  receiving: (received: string) => string;
  cancel: string;
  done: string;
  /** Used when the server does not name the file. */
  fileName: string;
}

interface DownloadButtonProps {
  texts: DownloadButtonTexts;
  download: (options: {
    signal: AbortSignal;
    onProgress: (progress: TransferProgress) => void;
  }) => Promise<DownloadedFile>;
}

/**
 * A streamed file download from one button (a desk's xlsx export): saved as it arrives, the bytes
 * received so far shown, cancellable (as the date-range export form does).
 */
export function DownloadButton({ texts, download }: DownloadButtonProps) {
  const lang = useLanguage();
  const [controller, setController] = useState<AbortController | null>(null);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const start = async () => {
    const abort = new AbortController();
    setController(abort);
    setProgress(null);
    setFailure(null);
    try {
      const file = await download({ signal: abort.signal, onProgress: setProgress });
      saveFile(file.blob, file.fileName ?? texts.fileName);
      toast.success(texts.done);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailure(error);
    } finally {
      setController(null);
    }
  };

  return (
    <>
      {controller ? (
        <Group gap="xs" wrap="nowrap" role="status">
          <Progress value={100} animated w={120} aria-hidden="true" />
          <Text size="sm">
            {progress && progress.loaded > 0
              ? texts.receiving(formatBytes(progress.loaded, lang))
              : texts.preparing}
          </Text>
          <Button size="xs" variant="default" onClick={() => controller.abort()}>
            {texts.cancel}
          </Button>
        </Group>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          onClick={() => void start()}
        >
          {texts.button}
        </Button>
      )}
      {failure ? <ApiErrorAlert error={failure} /> : null}
    </>
  );
}
