import { importLimits, isXlsxFileName, translate, xlsxMimeType } from '@courier/contracts';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatBytes } from '@/lib/format-bytes';
import { useLanguage } from '@/lib/i18n';
import classes from './order-import.module.css';

/** The catalog message key that refuses a file before it is sent, or null when it may go. */
export function fileProblemOf(file: File): 'validation.xlsxOnly' | 'errors.PAYLOAD_TOO_LARGE' | null {
  if (!isXlsxFileName(file.name)) return 'validation.xlsxOnly';
  if (file.size > importLimits.maxFileBytes) return 'errors.PAYLOAD_TOO_LARGE';
  return null;
}

interface XlsxFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Shown when the form is sent without a file. */
  requiredError?: string;
}

/**
 * Picks one .xlsx file: the labelled file input (keyboard and screen reader) inside a zone that also
 * takes a dropped file. Other types are refused here with the catalog message (spec §5: xlsx only).
 */
export function XlsxFilePicker({ file, onChange, disabled, requiredError }: XlsxFilePickerProps) {
  const { t } = useTranslation('order-files');
  const lang = useLanguage();
  const [problem, setProblem] = useState<ReturnType<typeof fileProblemOf>>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (next: File | null) => {
    const found = next ? fileProblemOf(next) : null;
    setProblem(found);
    onChange(found ? null : next);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  return (
    <div
      className={classes.dropZone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs" align="stretch">
        <Stack gap={4} align="center">
          <IconFileSpreadsheet size={36} aria-hidden="true" color="var(--mantine-color-teal-8)" />
          <Text size="sm" ta="center" c="dimmed">
            {t('upload.dropHint')}
          </Text>
        </Stack>
        <FileInput
          label={t('upload.fileLabel')}
          placeholder={t('upload.choose')}
          accept={`.xlsx,${xlsxMimeType}`}
          value={file}
          onChange={choose}
          clearable
          disabled={disabled}
          error={problem ? translate(problem, lang) : requiredError}
          required
          clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          classNames={{ input: classes.fileInput, placeholder: classes.placeholder }}
        />
        {file && (
          <Text size="sm">
            {t('upload.selected', { name: file.name, size: formatBytes(file.size, lang) })}
          </Text>
        )}
      </Stack>
    </div>
  );
}
