import type { Order } from '@courier/contracts';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconPrinter, IconSend, IconSticker } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LinkButton } from '@/components/ui/link-button';
import { toast } from '@/components/ui/toast';
import { useInvalidateOrders } from '../api/order-keys';
import { sendOrder } from '../api/send-order';
import { printOrdersPath, printStickersPath } from '../utils/order-paths';

interface BulkOrderActionsProps {
  /** The selected orders of the current page. */
  orders: readonly Order[];
  /** The Saved list offers "send" for the selected orders that may be sent. */
  withSend: boolean;
  /** After a bulk send: the caller clears the selection. */
  onSent: () => void;
}

/** The selection toolbar of an orders list: print airway bills or stickers, and send (Saved list). */
export function BulkOrderActions({ orders, withSend, onSent }: BulkOrderActionsProps) {
  const { t } = useTranslation('orders');
  const invalidate = useInvalidateOrders();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const ids = orders.map((o) => o.id);
  const sendable = orders.filter((o) => o.actions.includes('send'));

  // One call per order, in turn: the progress is real, and one refusal does not stop the others.
  const sendAll = async () => {
    const total = sendable.length;
    let sent = 0;
    setProgress({ done: 0, total });
    for (const [index, order] of sendable.entries()) {
      try {
        await sendOrder(order.id);
        sent += 1;
      } catch {
        // counted below as failed
      }
      setProgress({ done: index + 1, total });
    }
    await invalidate();
    setProgress(null);
    onSent();
    const summary = t('bulk.summary', { sent, count: total });
    if (sent === total)
      toast.success(t('toasts.withReason', { message: t('toasts.statusChanged'), reason: summary }));
    else toast.failure(t('toasts.withReason', { message: t('toasts.statusChangeFailed'), reason: summary }));
  };

  if (progress) {
    return (
      <Group gap="sm" wrap="nowrap" miw={200}>
        <Progress
          value={(progress.done / Math.max(progress.total, 1)) * 100}
          w={120}
          aria-label={t('bulk.sending', { done: progress.done, total: progress.total })}
        />
        <Text size="sm" aria-live="polite">
          {t('bulk.sending', { done: progress.done, total: progress.total })}
        </Text>
      </Group>
    );
  }

  return (
    <>
      <LinkButton to={printOrdersPath(ids)} icon={IconPrinter} size="xs" variant="light">
        {t('bulk.print')}
      </LinkButton>
      <LinkButton to={printStickersPath(ids)} icon={IconSticker} size="xs" variant="light">
        {t('bulk.printStickers')}
      </LinkButton>
      {withSend && (
        <Button
          size="xs"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          disabled={sendable.length === 0}
          onClick={() => void sendAll()}
        >
          {t('bulk.send', { sendable: sendable.length })}
        </Button>
      )}
    </>
  );
}
