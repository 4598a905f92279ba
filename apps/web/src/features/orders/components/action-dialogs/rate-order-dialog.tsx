import { rateOrderSchema } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Rating, Text, Textarea } from '@mantine/core';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRateOrder } from '../../api/rate-order';
import { OrderActionDialogFrame, runOrderAction, type OrderDialogProps } from './order-action-dialog-frame';

type RateValues = z.input<typeof rateOrderSchema>;

/** Rate a delivered order from 1 to 5 stars, with an optional note. */
export function RateOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const rate = useRateOrder();
  const { register, control, handleSubmit, setError, formState } = useForm<
    RateValues,
    unknown,
    z.output<typeof rateOrderSchema>
  >({ resolver: zodResolver(rateOrderSchema), defaultValues: { order_id: order.id, rate: 0, note: '' } });
  const noteField = register('note');
  const onSubmit = handleSubmit((values) =>
    runOrderAction(
      'modified',
      () => rate.mutateAsync(values),
      onClose,
      (error) => applyServerFieldErrors(error, setError, ['rate', 'note']),
    ),
  );
  const rateError = errorText(formState.errors.rate as FieldError | undefined);
  return (
    <OrderActionDialogFrame
      title={t('actions.rate.title')}
      code={order.code}
      submitLabel={t('actions.rate.submit')}
      pending={rate.isPending}
      error={rate.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <Text component="legend" size="sm" fw={500} mb={4}>
          {t('actions.rate.stars')}
        </Text>
        <Controller
          control={control}
          name="rate"
          render={({ field }) => (
            <Rating
              value={Number(field.value) || 0}
              onChange={field.onChange}
              size="lg"
              getSymbolLabel={(index) => t('actions.rate.starLabel', { stars: index + 1 })}
            />
          )}
        />
        {rateError && (
          <Text size="sm" c="red.9" mt={4}>
            {rateError}
          </Text>
        )}
      </fieldset>
      <Textarea
        label={t('actions.rate.note')}
        autosize
        minRows={2}
        error={errorText(formState.errors.note)}
        {...noteField}
      />
    </OrderActionDialogFrame>
  );
}
