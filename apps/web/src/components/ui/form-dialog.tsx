import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from './api-error-alert';
import { Dialog } from './dialog';

interface FormDialogProps {
  /** Open while rendered unless said otherwise. */
  opened?: boolean;
  title: string;
  /** What the dialog is about, above the form's error and fields. */
  intro?: ReactNode;
  submitLabel: string;
  /** Red submit button for actions that cannot be undone. */
  danger?: boolean;
  pending: boolean;
  /** The failure to show above the fields (nothing while null). */
  error?: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that asks for details before an action: title, the form's fields, "back" and submit. The
 * dismiss button says "back" ('رجوع'), never "cancel": beside "cancel the order" that read as the action.
 */
export function FormDialog({
  opened = true,
  title,
  intro,
  submitLabel,
  danger = false,
  pending,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        {intro}
        <ApiErrorAlert error={error} />
        <Stack gap="md">{children}</Stack>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('dismiss')}
          </Button>
          <Button type="submit" color={danger ? 'red.9' : undefined} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Dialog>
  );
}
