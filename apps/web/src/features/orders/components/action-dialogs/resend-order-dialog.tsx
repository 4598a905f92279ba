import { Radio, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestResend } from '../../api/request-resend';
import { OrderActionDialogFrame, runOrderAction, type OrderDialogProps } from './order-action-dialog-frame';

/** Resend a returned order: to the same receiver (1) or to a new address (2). */
export function ResendOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const resend = useRequestResend();
  const { control, handleSubmit } = useForm<{ type: '1' | '2' }>({ defaultValues: { type: '1' } });
  const onSubmit = handleSubmit(({ type }) =>
    runOrderAction(
      'statusChanged',
      () => resend.mutateAsync({ order_id: order.id, type: type === '2' ? 2 : 1 }),
      onClose,
    ),
  );
  return (
    <OrderActionDialogFrame
      texts="resend"
      order={order}
      mutation={resend}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Radio.Group label={t('actions.resend.type')} value={field.value} onChange={field.onChange}>
            <Stack gap="xs" mt="xs">
              <Radio value="1" label={t('actions.resend.sameReceiver')} />
              <Radio value="2" label={t('actions.resend.newAddress')} />
            </Stack>
          </Radio.Group>
        )}
      />
    </OrderActionDialogFrame>
  );
}
