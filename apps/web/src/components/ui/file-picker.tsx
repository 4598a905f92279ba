import { FileButton, Button, Group, CloseButton, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { maxFileBytes, maxFilesPerMessage } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';

const accept = 'image/jpeg,image/png,image/webp,application/pdf';

/** Up to 5 files of 5 MB (the server checks their bytes again). */
export function FilePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('common');
  const tooBig = files.some((f) => f.size > maxFileBytes);
  return (
    <div>
      <FileButton
        multiple
        accept={accept}
        onChange={(picked) => onChange([...files, ...picked].slice(0, maxFilesPerMessage))}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPaperclip size={16} aria-hidden="true" />}
            disabled={files.length >= maxFilesPerMessage}
          >
            {t('files.attach')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" mt={4}>
        {t('files.hint')}
      </Text>
      {files.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
          <Text size="sm" truncate="end" dir="auto">
            {file.name}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('files.remove', { name: file.name })}
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
      {tooBig && (
        <Text size="sm" c="red.8" role="alert">
          {t('files.tooBig')}
        </Text>
      )}
    </div>
  );
}
