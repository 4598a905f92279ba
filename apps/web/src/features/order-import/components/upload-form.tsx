import { translate } from '@courier/contracts';
import { Button, Paper, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/i18n';
import { UploadProgress } from './upload-progress';
import type { UploadPhase } from './use-file-upload';
import { XlsxFilePicker } from './xlsx-file-picker';

interface UploadFormProps {
  phase: UploadPhase;
  percent: number;
  onUpload: (file: File) => void;
  onCancel: () => void;
}

/** Choose a file, send it, watch it go. Shared by the plain and the smart upload. */
export function UploadForm({ phase, percent, onUpload, onCancel }: UploadFormProps) {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [required, setRequired] = useState(false);
  const busy = phase === 'uploading' || phase === 'processing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRequired(true);
      return;
    }
    onUpload(file);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <XlsxFilePicker
            file={file}
            onChange={(next) => {
              setFile(next);
              if (next) setRequired(false);
            }}
            disabled={busy}
            requiredError={required && !file ? translate('validation.required', lang) : undefined}
          />
          <UploadProgress phase={phase} percent={percent} onCancel={onCancel} />
          <Button
            type="submit"
            leftSection={<IconUpload size={18} aria-hidden="true" />}
            loading={busy}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('upload.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
