import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** Copies `value` to the clipboard and says so for a moment. */
export function CopyTextButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('settings');
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          size="xs"
          onClick={copy}
          leftSection={
            copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
          }
        >
          {copied ? t('api.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
