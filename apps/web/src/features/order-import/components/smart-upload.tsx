import type { CorrectImportBody, ImportColumnsMissing } from '@courier/contracts';
import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { useCorrectImport } from '../api/correct-import';
import { smartUploadOrders } from '../api/upload-orders';
import { columnsStepOf } from '../utils/column-mapping';
import { isAbortError, uploadFailureOf } from '../utils/upload-failure';
import { ColumnMappingStep } from './column-mapping-step';
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
  // The column mapping the merchant gave for the file being sent again (issue 39.6), else none.
  const columns = useRef<Record<string, string> | undefined>(undefined);
  // Headers not recognised: the mapping step, shown until the file is read or the merchant starts over.
  const [step, setStep] = useState<ImportColumnsMissing | null>(null);
  const upload = useFileUpload(async (file, options) => {
    try {
      const result = await smartUploadOrders(file, { ...options, columns: columns.current });
      setStep(null);
      return result;
    } catch (error) {
      setStep(columnsStepOf(error));
      throw error;
    }
  });
  const [file, setFile] = useState<File | null>(null);
  const correct = useCorrectImport();
  const [done, setDone] = useState<{ message: string; created: number } | null>(null);

  const pending = upload.result && upload.result.unpredected_geos.length > 0 && !done ? upload.result : null;

  const start = async (chosen: File, mapping?: Record<string, string>) => {
    setDone(null);
    correct.reset();
    setFile(chosen);
    columns.current = mapping;
    const result = await upload.start(chosen);
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

  const askMapping = step && file ? step : null;

  const startOver = () => {
    setStep(null);
    setFile(null);
    setDone(null);
    correct.reset();
    upload.reset();
  };

  return (
    <Stack gap="md">
      {askMapping && file && (
        <ColumnMappingStep
          step={askMapping}
          busy={upload.phase === 'uploading' || upload.phase === 'processing'}
          onSubmit={(mapping) => void start(file, mapping)}
          onCancel={startOver}
        />
      )}
      {!pending && !done && !askMapping && (
        <UploadForm
          phase={upload.phase}
          percent={upload.percent}
          onUpload={(f) => void start(f)}
          onCancel={upload.cancel}
        />
      )}
      {!pending && !done && !askMapping && <PendingImports />}
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
          !askMapping &&
          (isAbortError(upload.error) ? (
            <Text size="sm">{t('upload.cancelled')}</Text>
          ) : (
            <UploadFailureView failure={uploadFailureOf(upload.error)} />
          ))}
      </div>
    </Stack>
  );
}
