import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useConfirmRestored } from '../api/confirm-restored';

/** spec §4: a restored account must confirm once; confirming posts `restored` and clears the flag. */
export function RestoredAccountModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmRestored();
  return (
    <Dialog
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('restored.title')}
    >
      <ApiErrorAlert error={confirm.error} />
      <Text mb="lg">{t('restored.body')}</Text>
      <Group justify="flex-end">
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending} data-autofocus>
          {t('restored.confirm')}
        </Button>
      </Group>
    </Dialog>
  );
}
