import { Button, Group, Menu, Text } from '@mantine/core';
import { IconArrowBackUp, IconCalendarRepeat, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import type { BulkChoice } from '../utils/decision-body';

interface BulkDecisionBarProps {
  count: number;
  /** The courier's next delivery days (the list's answer). */
  days: readonly string[];
  pending: boolean;
  onDecide: (choice: BulkChoice) => void;
}

/**
 * The selection's decisions, in at most three clicks from the list: select (1), "Retry on…" (2) and a
 * day (3) decides at once; "Return to sender" (2) asks once (3), as a return cannot be undone here.
 */
export function BulkDecisionBar({ count, days, pending, onDecide }: BulkDecisionBarProps) {
  const { t } = useTranslation('attempts');
  const lang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  if (pending)
    return (
      <Text size="sm" aria-live="polite">
        {t('bulk.deciding')}
      </Text>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            leftSection={<IconCalendarRepeat size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {t('bulk.retryOn')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('bulk.retryMenu')}>
          {days.map((day) => (
            <Menu.Item key={day} onClick={() => onDecide({ decision: 'retry', day })}>
              {formatDay(day, lang, true)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
        onClick={() => setConfirming(true)}
      >
        {t('bulk.return')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('bulk.returnTitle')}
        message={t('bulk.returnMessage', { count })}
        confirmLabel={t('bulk.return')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onDecide({ decision: 'return' });
        }}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
