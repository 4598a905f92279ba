import type { ReactNode } from 'react';
import { CancelOrderDialog } from './action-dialogs/cancel-order-dialog';
import { DelayOrderDialog } from './action-dialogs/delay-order-dialog';
import type { OrderDialogProps } from './action-dialogs/order-action-dialog-frame';
import { RateOrderDialog } from './action-dialogs/rate-order-dialog';
import { ResendOrderDialog } from './action-dialogs/resend-order-dialog';
import { ReturnOrderDialog } from './action-dialogs/return-order-dialog';

/** The actions that ask for details before they run, each with its dialog (one file each). */
const dialogs = {
  delay: DelayOrderDialog,
  cancel: CancelOrderDialog,
  rate: RateOrderDialog,
  resend: ResendOrderDialog,
  return_on_sender: ReturnOrderDialog,
} satisfies Record<string, (props: OrderDialogProps) => ReactNode>;

export type DialogAction = keyof typeof dialogs;

/** The dialog of one action, open while rendered. */
export function OrderActionDialog({ action, order, onClose }: OrderDialogProps & { action: DialogAction }) {
  const Dialog = dialogs[action];
  return <Dialog order={order} onClose={onClose} />;
}
