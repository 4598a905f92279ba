import { returnOnSenderBodySchema } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@mantine/core';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';
import { useReturnOnSender } from '../../api/return-on-sender';
import {
  OrderActionDialogFrame,
  useOrderActionForm,
  type OrderDialogProps,
} from './order-action-dialog-frame';

/** Return to sender: the return's value (spec §5 returnValue, the money rule) and optional notes. */
export function ReturnOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const returnIt = useReturnOnSender();
  const { register, formState, onSubmit } = useOrderActionForm(
    returnOnSenderBodySchema,
    { id: order.id, returnValue: '', notes: '' },
    { outcome: 'statusChanged', call: returnIt.mutateAsync, fields: ['returnValue', 'notes'], onClose },
  );
  const notesField = register('notes');
  const valueField = register('returnValue');
  return (
    <OrderActionDialogFrame
      texts="returnOnSender"
      order={order}
      mutation={returnIt}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        label={t('actions.returnOnSender.returnValue')}
        description={t('actions.returnOnSender.returnValueHint')}
        required
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        data-autofocus
        error={errorText(formState.errors.returnValue)}
        {...valueField}
      />
      <AutosizeTextarea
        label={t('fields.notes')}
        minRows={2}
        error={errorText(formState.errors.notes)}
        {...notesField}
      />
    </OrderActionDialogFrame>
  );
}
