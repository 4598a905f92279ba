import { delayRequestSchema } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { localDay } from '@/lib/format';
import { useRequestDelay } from '../../api/request-delay';
import {
  OrderActionDialogFrame,
  runOrderAction,
  useReasonOptions,
  type OrderDialogProps,
} from './order-action-dialog-frame';

type DelayValues = z.input<typeof delayRequestSchema>;

/** Delay request: a date (required, 'Delay Date Required'), an optional reason and notes. */
export function DelayOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const delay = useRequestDelay();
  const reasonOptions = useReasonOptions(t('actions.noReason'));
  const { register, handleSubmit, setError, formState } = useForm<
    DelayValues,
    unknown,
    z.output<typeof delayRequestSchema>
  >({
    resolver: zodResolver(delayRequestSchema),
    defaultValues: { id: order.id, delayDate: '', notes: '' },
  });
  const fields = {
    delayDate: register('delayDate'),
    reason: register('reason_id', { setValueAs: (v: string) => (v === '' ? undefined : v) }),
    notes: register('notes'),
  };
  const onSubmit = handleSubmit((values) =>
    runOrderAction(
      'statusChanged',
      () => delay.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['delayDate', 'reason_id', 'notes']),
    ),
  );
  return (
    <OrderActionDialogFrame
      title={t('actions.delay.title')}
      code={order.code}
      submitLabel={t('actions.delay.submit')}
      pending={delay.isPending}
      error={delay.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        type="date"
        label={t('actions.delay.date')}
        required
        min={localDay()}
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
      <Textarea
        label={t('fields.notes')}
        autosize
        minRows={2}
        error={errorText(formState.errors.notes)}
        {...fields.notes}
      />
    </OrderActionDialogFrame>
  );
}
