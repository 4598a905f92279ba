import type { CorrectImportBody } from '@courier/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { useCorrectImport } from '../api/correct-import';
import { smartUploadOrders } from '../api/upload-orders';
import { isAbortError, uploadFailureOf } from '../utils/upload-failure';
import { GeoCorrectionTable } from './geo-correction-table';
import { PendingImports } from './pending-imports';
import { UploadFailureView, UploadSuccess } from './upload-outcome';
import { UploadForm } from './upload-form';
import { useFileUpload } from './use-file-upload';

/**
 * `/AddMultipleOrdersSmartly`: upload a file whose governorate and area are free text. Rows the server
 * could not place wait in the correction table (spec §4: not a success until corrected).
 */
export function SmartUpload({ savedOrdersPath }: { savedOrdersPath: string }) {
  const { t } = useTranslation('order-files');
  const upload = useFileUpload(smartUploadOrders);
  const correct = useCorrectImport();
  const [done, setDone] = useState<{ message: string; created: number } | null>(null);

  const pending = upload.result && upload.result.unpredected_geos.length > 0 && !done ? upload.result : null;

  const start = async (file: File) => {
    setDone(null);
    correct.reset();
    const result = await upload.start(file);
    if (result && result.unpredected_geos.length === 0) {
      setDone({ message: result.success_msg, created: result.created });
      toast.success(result.success_msg);
    }
  };

  const confirm = (body: CorrectImportBody) =>
    correct.mutate(body, {
      onSuccess: (result) => {
        setDone({ message: result.success_msg, created: result.created });
        toast.success(result.success_msg);
      },
    });

  const startOver = () => {
    setDone(null);
    correct.reset();
    upload.reset();
  };

  return (
    <Stack gap="md">
      {!pending && !done && (
        <UploadForm phase={upload.phase} percent={upload.percent} onUpload={start} onCancel={upload.cancel} />
      )}
      {!pending && !done && <PendingImports />}
      {pending && (
        <GeoCorrectionTable
          key={pending.import_id}
          importId={pending.import_id}
          message={pending.success_msg}
          geos={pending.unpredected_geos}
          submitting={correct.isPending}
          error={correct.error}
          onSubmit={confirm}
          onCancel={startOver}
        />
      )}
      <div aria-live="polite">
        {done && (
          <UploadSuccess
            message={done.message}
            created={done.created}
            savedOrdersPath={savedOrdersPath}
            onAnother={startOver}
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
