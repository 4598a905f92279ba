import { delayRequestBodySchema } from '@courier/contracts';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';
import { businessDay } from '@/lib/format';
import { useRequestDelay } from '../../api/request-delay';
import {
  OrderActionDialogFrame,
  useOrderActionForm,
  useReasonOptions,
  type OrderDialogProps,
} from './order-action-dialog-frame';

/** Delay request: a date (required, 'Delay Date Required'), an optional reason and notes. */
export function DelayOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const delay = useRequestDelay();
  const reasonOptions = useReasonOptions(t('actions.noReason'));
  const { register, formState, onSubmit } = useOrderActionForm(
    delayRequestBodySchema,
    { id: order.id, delayDate: '', notes: '' },
    {
      outcome: 'statusChanged',
      call: delay.mutateAsync,
      fields: ['delayDate', 'reason_id', 'notes'],
      onClose,
    },
  );
  const fields = {
    delayDate: register('delayDate'),
    reason: register('reason_id', { setValueAs: (v: string) => (v === '' ? undefined : v) }),
    notes: register('notes'),
  };
  return (
    <OrderActionDialogFrame
      texts="delay"
      order={order}
      mutation={delay}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        type="date"
        label={t('actions.delay.date')}
        required
        min={businessDay()}
        error={errorText(formState.errors.delayDate)}
        data-autofocus
        {...fields.delayDate}
      />
      <NativeSelect
        label={t('actions.delay.reason')}
        data={reasonOptions}
        error={errorText(formState.errors.reason_id)}
        {...fields.reason}
      />
      <AutosizeTextarea
        label={t('fields.notes')}
        minRows={2}
        error={errorText(formState.errors.notes)}
        {...fields.notes}
      />
    </OrderActionDialogFrame>
  );
}
