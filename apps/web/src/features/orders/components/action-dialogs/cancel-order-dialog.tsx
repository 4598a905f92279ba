import { cancelOrderBodySchema } from '@courier/contracts';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useFormError } from '@/components/ui/use-form-error';
import { useCancelOrder } from '../../api/cancel-order';
import {
  OrderActionDialogFrame,
  useOrderActionForm,
  useReasonOptions,
  type OrderDialogProps,
} from './order-action-dialog-frame';

/** Cancel: a reason (the reasons of type 5) is required. */
export function CancelOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const cancel = useCancelOrder();
  const reasonOptions = useReasonOptions(t('actions.chooseReason'));
  const { register, formState, onSubmit } = useOrderActionForm(
    cancelOrderBodySchema,
    { id: order.id, type: '' },
    { outcome: 'statusChanged', call: cancel.mutateAsync, fields: ['type'], onClose },
  );
  const typeField = register('type');
  return (
    <OrderActionDialogFrame
      texts="cancel"
      order={order}
      mutation={cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NativeSelect
        label={t('actions.cancel.reason')}
        required
        data={reasonOptions}
        error={errorText(formState.errors.type)}
        data-autofocus
        {...typeField}
      />
    </OrderActionDialogFrame>
  );
}
