import { rateOrderBodySchema } from '@courier/contracts';
import { Rating, Text } from '@mantine/core';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';
import { useRateOrder } from '../../api/rate-order';
import {
  OrderActionDialogFrame,
  useOrderActionForm,
  type OrderDialogProps,
} from './order-action-dialog-frame';

/** Rate a delivered order from 1 to 5 stars, with an optional note. */
export function RateOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const rate = useRateOrder();
  const { register, control, formState, onSubmit } = useOrderActionForm(
    rateOrderBodySchema,
    { order_id: order.id, rate: 0, note: '' },
    { outcome: 'modified', call: rate.mutateAsync, fields: ['rate', 'note'], onClose },
  );
  const rateError = errorText(formState.errors.rate as FieldError | undefined);
  const noteField = register('note');
  return (
    <OrderActionDialogFrame texts="rate" order={order} mutation={rate} onSubmit={onSubmit} onClose={onClose}>
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
      <AutosizeTextarea
        label={t('actions.rate.note')}
        minRows={2}
        error={errorText(formState.errors.note)}
        {...noteField}
      />
    </OrderActionDialogFrame>
  );
}
