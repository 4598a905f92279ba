import { returnOnSenderBodySchema } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';
import { useReturnOnSender } from '../../api/return-on-sender';
import {
  OrderActionDialogFrame,
  useOrderActionForm,
  type OrderDialogProps,
} from './order-action-dialog-frame';

/** Return to sender, with optional notes. */
export function ReturnOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const returnIt = useReturnOnSender();
  const { register, formState, onSubmit } = useOrderActionForm(
    returnOnSenderBodySchema,
    { id: order.id, notes: '' },
    { outcome: 'statusChanged', call: returnIt.mutateAsync, fields: ['notes'], onClose },
  );
  const notesField = register('notes');
  return (
    <OrderActionDialogFrame
      texts="returnOnSender"
      order={order}
      mutation={returnIt}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <AutosizeTextarea
        label={t('fields.notes')}
        minRows={2}
        data-autofocus
        error={errorText(formState.errors.notes)}
        {...notesField}
      />
    </OrderActionDialogFrame>
  );
}
