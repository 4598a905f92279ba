import { cairoDay } from '@courier/contracts';
import type { DownloadedFile, TransferProgress } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { DownloadButton } from './download-button';

interface DeskExportButtonProps {
  /** The file's name before its day when the server names none: `supplies` → `supplies-2026-12-06.xlsx`. */
  name: string;
  download: (options: {
    signal: AbortSignal;
    onProgress: (progress: TransferProgress) => void;
  }) => Promise<DownloadedFile>;
}

/** A staff desk's "Export to Excel" (issue 36 §8): its list, streamed, with the desks' one set of texts. */
export function DeskExportButton({ name, download }: DeskExportButtonProps) {
  const { t } = useTranslation('ops-dashboard');
  return (
    <DownloadButton
      texts={{
        button: t('export.button'),
        preparing: t('export.preparing'),
        receiving: (received) => t('export.receiving', { received }),
        cancel: t('export.cancel'),
        done: t('export.done'),
        fileName: t('export.fileName', { name, day: cairoDay(new Date()) }),
      }}
      download={download}
    />
  );
}
