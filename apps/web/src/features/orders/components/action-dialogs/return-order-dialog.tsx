import { returnOnSenderSchema } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useReturnOnSender } from '../../api/return-on-sender';
import { OrderActionDialogFrame, runOrderAction, type OrderDialogProps } from './order-action-dialog-frame';

type ReturnValues = z.input<typeof returnOnSenderSchema>;

/** Return to sender, with optional notes. */
export function ReturnOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const returnIt = useReturnOnSender();
  const { register, handleSubmit, setError, formState } = useForm<
    ReturnValues,
    unknown,
    z.output<typeof returnOnSenderSchema>
  >({ resolver: zodResolver(returnOnSenderSchema), defaultValues: { id: order.id, notes: '' } });
  const notesField = register('notes');
  const onSubmit = handleSubmit((values) =>
    runOrderAction(
      'statusChanged',
      () => returnIt.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['notes']),
    ),
  );
  return (
    <OrderActionDialogFrame
      title={t('actions.returnOnSender.title')}
      code={order.code}
      submitLabel={t('actions.returnOnSender.submit')}
      pending={returnIt.isPending}
      error={returnIt.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Textarea
        label={t('fields.notes')}
        autosize
        minRows={2}
        data-autofocus
        error={errorText(formState.errors.notes)}
        {...notesField}
      />
    </OrderActionDialogFrame>
  );
}
