import { Button, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { IconHeadset, IconPackage, IconTruckDelivery, IconWallet, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useCompleteWalkthrough } from '../api/complete-walkthrough';

const steps: readonly { key: string; icon: Icon }[] = [
  { key: 'orders', icon: IconPackage },
  { key: 'missions', icon: IconTruckDelivery },
  { key: 'balance', icon: IconWallet },
  { key: 'support', icon: IconHeadset },
];

interface WalkthroughModalProps {
  opened: boolean;
  /** Closing without finishing hides it for now; it comes back next visit because nothing was posted. */
  onClose: () => void;
}

/** The new-user walkthrough (spec §2, §4): four short steps; finishing posts it and only then marks it done. */
export function WalkthroughModal({ opened, onClose }: WalkthroughModalProps) {
  const { t } = useTranslation('walkthrough');
  const [index, setIndex] = useState(0);
  const complete = useCompleteWalkthrough();
  const step = steps[index] ?? steps[0]!;
  const StepIcon = step.icon;
  const last = index === steps.length - 1;

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('later') }}
    >
      <Stack gap="md">
        <Progress
          value={((index + 1) / steps.length) * 100}
          aria-label={t('progress', { current: index + 1, total: steps.length })}
          color="blue.8"
        />
        <Text size="sm" fw={600} aria-live="polite">
          {t('progress', { current: index + 1, total: steps.length })}
        </Text>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size="xl" radius="md" color="blue" variant="light" aria-hidden="true">
            <StepIcon size={28} />
          </ThemeIcon>
          <div>
            <Text fw={700} mb={4}>
              {t(`steps.${step.key}.title`)}
            </Text>
            <Text size="sm">{t(`steps.${step.key}.body`)}</Text>
          </div>
        </Group>
        <ApiErrorAlert error={complete.error} />
        <Group justify="space-between">
          {index > 0 ? (
            <Button variant="default" onClick={() => setIndex((i) => i - 1)}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            <Button onClick={() => complete.mutate()} loading={complete.isPending} data-autofocus>
              {t('finish')}
            </Button>
          ) : (
            <Button onClick={() => setIndex((i) => i + 1)} data-autofocus>
              {t('next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
