import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button for actions that cannot be undone (archive, delete). */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action; the cancel button is first in reading order and takes focus. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus disabled={pending}>
          {t('dismiss')}
        </Button>
        <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
