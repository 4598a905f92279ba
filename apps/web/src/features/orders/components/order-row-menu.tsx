import type { Order } from '@courier/contracts';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

// The menu itself (Mantine's Menu, Popover and floating-ui, the order's four mutations, the dialogs)
// loads and mounts the first time a row's button is used: a list renders one per row and most loads
// open none (decision 006, seventh pass: /SavedOrder's long tasks).
const OrderActions = lazy(() => import('./order-actions').then((m) => ({ default: m.OrderActions })));

/**
 * A row's actions: a button named like the menu's own (`actions.menu`), with the menu's popup semantics,
 * that becomes the menu, opened, when it is first pressed (mouse, Enter or Space). The opened menu
 * moves the focus to its first item, as it does when it opens from its own button.
 */
export function OrderRowMenu({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [used, setUsed] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      aria-label={t('actions.menu', { code: order.code })}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setUsed(true)}
    >
      <IconDots size={18} aria-hidden="true" />
    </ActionIcon>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <OrderActions order={order} variant="menu" opened />
    </Suspense>
  );
}
