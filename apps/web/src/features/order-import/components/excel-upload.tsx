import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { uploadOrders } from '../api/upload-orders';
import { isAbortError, uploadFailureOf } from '../utils/upload-failure';
import { UploadFailureView, UploadSuccess } from './upload-outcome';
import { UploadForm } from './upload-form';
import { useFileUpload } from './use-file-upload';

/** `/AddOrderWithExcel`: upload a file; every row becomes an order, or the rows to fix are listed. */
export function ExcelUpload({ savedOrdersPath }: { savedOrdersPath: string }) {
  const { t } = useTranslation('order-files');
  const upload = useFileUpload(uploadOrders);

  const start = async (file: File) => {
    const result = await upload.start(file);
    if (result) toast.success(result.success_msg);
  };

  return (
    <Stack gap="md">
      {upload.phase !== 'done' && (
        <UploadForm phase={upload.phase} percent={upload.percent} onUpload={start} onCancel={upload.cancel} />
      )}
      <div aria-live="polite">
        {upload.phase === 'done' && upload.result && (
          <UploadSuccess
            message={upload.result.success_msg}
            created={upload.result.created}
            savedOrdersPath={savedOrdersPath}
            onAnother={upload.reset}
          />
        )}
        {upload.phase === 'failed' &&
          (isAbortError(upload.error) ? (
            <Text size="sm">{t('upload.cancelled')}</Text>
          ) : (
            <UploadFailureView failure={uploadFailureOf(upload.error)} />
          ))}
      </div>
    </Stack>
  );
}
