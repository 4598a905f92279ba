import { orderActionLabelKey, translate, type Order, type OrderAction } from '@courier/contracts';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconArchive,
  IconArrowBackUp,
  IconBolt,
  IconCalendarTime,
  IconDots,
  IconEdit,
  IconEye,
  IconHistory,
  IconRepeat,
  IconSend,
  IconStar,
  IconTruckReturn,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import { useArchiveOrder } from '../api/archive-order';
import { useMarkOrderUrgent } from '../api/mark-order-urgent';
import { useSendOrder } from '../api/send-order';
import { useUnsendOrder } from '../api/unsend-order';
import { notifyFailure, notifySuccess } from '../utils/notify';
import { editOrderPath, orderDetailsPath, orderLogPath } from '../utils/order-paths';
import type { DialogAction } from './order-action-dialogs';

// The dialogs (their forms, react-hook-form, Mantine's Modal) load when one opens, not with the row's
// menu or the details page (decision 006, /SavedOrder's first render).
const OrderActionDialog = lazy(() =>
  import('./order-action-dialogs').then((m) => ({ default: m.OrderActionDialog })),
);
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

interface ActionItem {
  action: OrderAction;
  icon: Icon;
  danger?: boolean;
  /** A link (edit) … */
  to?: string;
  /** … or something to do. */
  run?: () => void;
}

const plainButton = { variant: 'light', size: 'sm' } as const;
const dangerButton = { variant: 'outline', color: 'red.9', size: 'sm' } as const;

interface OrderActionsProps {
  order: Order;
  /** A compact menu in a table row, or buttons on the details page. */
  variant: 'menu' | 'buttons';
  /** The menu opens as it mounts (a row mounts it when its button is first pressed: order-row-menu.tsx). */
  opened?: boolean;
}

/**
 * What the user may do with an order now. The buttons come from the order's `actions` (the server's
 * state machine, spec §4), never from rules re-derived here; the only local checks hide actions the
 * order already carries (urgent, return requested, rated), which the server would refuse as done.
 */
export function OrderActions({ order, variant, opened }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  // undefined until first asked: the confirmation is mounted from then on (it closes with its transition).
  const [confirmArchive, setConfirmArchive] = useState<boolean>();
  const [menuOpened, setMenuOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Opened once it is on screen, as a press on its own button opens it: the dropdown is placed against
  // the button's box, and the focus goes back to the button when the menu closes, so the button is
  // focused first (the row's stand-in button that was pressed is gone).
  useEffect(() => {
    if (!opened) return;
    menuButton.current?.focus();
    const frame = requestAnimationFrame(() => setMenuOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  const send = useSendOrder();
  const unsend = useUnsendOrder();
  const urgent = useMarkOrderUrgent();
  const archive = useArchiveOrder();

  const label = (action: OrderAction) => translate(orderActionLabelKey(action), lang);
  const has = (action: OrderAction) => order.actions.includes(action);

  const changeStatus = async (mutation: typeof send) => {
    try {
      await mutation.mutateAsync(order.id);
      notifySuccess('statusChanged');
    } catch (error) {
      notifyFailure('statusChanged', error);
    }
  };
  const onArchive = async () => {
    try {
      await archive.mutateAsync(order.id);
      setConfirmArchive(false);
      notifySuccess('deleted');
    } catch (error) {
      notifyFailure('deleted', error);
    }
  };

  const items: ActionItem[] = [];
  if (has('edit')) items.push({ action: 'edit', icon: IconEdit, to: editOrderPath(order.code) });
  if (has('send')) items.push({ action: 'send', icon: IconSend, run: () => void changeStatus(send) });
  if (has('unsend'))
    items.push({ action: 'unsend', icon: IconArrowBackUp, run: () => void changeStatus(unsend) });
  if (has('urgent') && order.is_urgent !== 1)
    items.push({ action: 'urgent', icon: IconBolt, run: () => void changeStatus(urgent) });
  if (has('delay')) items.push({ action: 'delay', icon: IconCalendarTime, run: () => setDialog('delay') });
  if (has('resend')) items.push({ action: 'resend', icon: IconRepeat, run: () => setDialog('resend') });
  if (has('return_on_sender') && order.return_requested !== 1)
    items.push({
      action: 'return_on_sender',
      icon: IconTruckReturn,
      run: () => setDialog('return_on_sender'),
    });
  if (has('rate') && order.rate === null)
    items.push({ action: 'rate', icon: IconStar, run: () => setDialog('rate') });
  if (has('cancel'))
    items.push({ action: 'cancel', icon: IconX, danger: true, run: () => setDialog('cancel') });
  if (has('archive'))
    items.push({ action: 'archive', icon: IconArchive, danger: true, run: () => setConfirmArchive(true) });

  const busy = send.isPending || unsend.isPending || urgent.isPending;

  const overlays = (
    <Suspense fallback={null}>
      {dialog && <OrderActionDialog action={dialog} order={order} onClose={() => setDialog(null)} />}
      {confirmArchive !== undefined && (
        <ConfirmDialog
          opened={confirmArchive}
          title={t('actions.archive.title')}
          message={t('actions.archive.message', { code: order.code })}
          confirmLabel={label('archive')}
          danger
          pending={archive.isPending}
          onConfirm={() => void onArchive()}
          onClose={() => setConfirmArchive(false)}
        />
      )}
    </Suspense>
  );

  if (variant === 'buttons') {
    return (
      <>
        <Group gap="xs" wrap="wrap">
          {items.map(({ action, icon: ItemIcon, danger, to, run }) => {
            const common = {
              ...(danger ? dangerButton : plainButton),
              leftSection: <ItemIcon size={16} aria-hidden="true" />,
            };
            return to ? (
              <Button key={action} {...common} component={Link} to={to}>
                {label(action)}
              </Button>
            ) : (
              <Button key={action} {...common} onClick={run} disabled={busy}>
                {label(action)}
              </Button>
            );
          })}
        </Group>
        {overlays}
      </>
    );
  }

  return (
    <>
      <Menu
        position="bottom-end"
        withinPortal
        shadow="md"
        withInitialFocusPlaceholder={false}
        opened={menuOpened}
        onChange={setMenuOpened}
      >
        <Menu.Target>
          <ActionIcon
            ref={menuButton}
            variant="subtle"
            color="gray.8"
            aria-label={t('actions.menu', { code: order.code })}
            loading={busy}
          >
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={orderDetailsPath(order.code)}
            leftSection={<IconEye size={16} aria-hidden="true" />}
          >
            {t('actions.details')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={orderLogPath(order.code)}
            leftSection={<IconHistory size={16} aria-hidden="true" />}
          >
            {t('actions.log')}
          </Menu.Item>
          {items.length > 0 && <Menu.Divider />}
          {items.map(({ action, icon: ItemIcon, danger, to, run }) =>
            to ? (
              <Menu.Item
                key={action}
                component={Link}
                to={to}
                leftSection={<ItemIcon size={16} aria-hidden="true" />}
              >
                {label(action)}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={action}
                onClick={run}
                color={danger ? 'red.9' : undefined}
                leftSection={<ItemIcon size={16} aria-hidden="true" />}
              >
                {label(action)}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
      {overlays}
    </>
  );
}
