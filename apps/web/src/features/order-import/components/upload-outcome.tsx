import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { UploadFailure } from '../utils/upload-failure';
import { RowErrorsReport } from './row-errors-report';

interface UploadSuccessProps {
  message: string;
  created: number;
  savedOrdersPath: string;
  onAnother: () => void;
}

/** Every row became an order: the server's message, how many, and the way to see them. */
export function UploadSuccess({ message, created, savedOrdersPath, onAnother }: UploadSuccessProps) {
  const { t } = useTranslation('order-files');
  return (
    <Alert
      color="teal"
      variant="light"
      title={t('upload.successTitle')}
      icon={<IconCircleCheck aria-hidden="true" />}
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Text size="sm" fw={600}>
          {t('upload.created', { count: created })}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={savedOrdersPath} size="xs" color="teal.9">
            {t('upload.viewSaved')}
          </Button>
          <Button variant="default" size="xs" onClick={onAnother}>
            {t('upload.uploadAnother')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The failure states of spec §8: rows to fix, the 'old file' state, or the server's message. */
export function UploadFailureView({ failure }: { failure: UploadFailure }) {
  const { t } = useTranslation('order-files');
  if (failure.kind === 'rows') return <RowErrorsReport message={failure.message} rows={failure.rows} />;
  if (failure.kind === 'oldFile') {
    return (
      <Alert
        role="alert"
        color="orange"
        variant="light"
        title={t('upload.oldFileTitle')}
        icon={<IconFileAlert aria-hidden="true" />}
        data-state="old-file"
      >
        <Text size="sm">{failure.message}</Text>
        <Text size="sm" mt={4}>
          {t('upload.oldFileHint')}
        </Text>
      </Alert>
    );
  }
  return <ApiErrorAlert error={failure.error} />;
}
