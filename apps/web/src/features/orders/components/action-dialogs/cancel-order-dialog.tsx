import { cancelOrderSchema } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCancelOrder } from '../../api/cancel-order';
import {
  OrderActionDialogFrame,
  runOrderAction,
  useReasonOptions,
  type OrderDialogProps,
} from './order-action-dialog-frame';

type CancelValues = z.input<typeof cancelOrderSchema>;

/** Cancel: a reason (the reasons of type 5) is required. */
export function CancelOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const cancel = useCancelOrder();
  const reasonOptions = useReasonOptions(t('actions.chooseReason'));
  const { register, handleSubmit, setError, formState } = useForm<
    CancelValues,
    unknown,
    z.output<typeof cancelOrderSchema>
  >({ resolver: zodResolver(cancelOrderSchema), defaultValues: { id: order.id, type: '' } });
  const typeField = register('type');
  const onSubmit = handleSubmit((values) =>
    runOrderAction(
      'statusChanged',
      () => cancel.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['type']),
    ),
  );
  return (
    <OrderActionDialogFrame
      title={t('actions.cancel.title')}
      code={order.code}
      submitLabel={t('actions.cancel.submit')}
      pending={cancel.isPending}
      error={cancel.error}
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
