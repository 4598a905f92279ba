import { resendFormSchema, resendTypes, type ResendFormInput, formatMoney } from '@courier/contracts';
import { Radio, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { PhoneInput } from '@/components/ui/phone-input';
import { useFormError } from '@/components/ui/use-form-error';
import { useGovernments } from '@/lib/lookups/get-governments';
import { useOrderFormData } from '../../api/get-order-form-data';
import { useRequestResend } from '../../api/request-resend';
import { PlaceFields } from '../place-fields';
import {
  OrderActionDialogFrame,
  useOrderActionForm,
  type OrderDialogProps,
} from './order-action-dialog-frame';

type Values = ResendFormInput & { government?: string; area?: string; address?: string; phone1?: string };

/**
 * Resend a returned order: to the same receiver (1) or to a new address (2), which asks where:
 * governorate, area, address and phone, checked by the contracts' schema (issue 14).
 */
export function ResendOrderDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation(['orders', 'common']);
  const errorText = useFormError();
  const resend = useRequestResend();
  const form = useOrderActionForm<Values, ReturnType<typeof resendFormSchema.parse>>(
    resendFormSchema as never,
    { type: resendTypes.sameAddress, government: '', area: '', address: '', phone1: '' } as Values,
    {
      outcome: 'statusChanged',
      call: (values) => resend.mutateAsync({ order_id: order.id, ...values }),
      fields: ['government', 'area', 'address', 'phone1'],
      onClose,
    },
  );
  const { control, register, setValue, formState } = form;
  const fields = { address: register('address'), phone1: register('phone1') };
  const errors = formState.errors as Partial<Record<keyof Values, FieldError>>;
  const type = Number(useWatch({ control, name: 'type' }));
  const newAddress = type === resendTypes.newAddress;
  const governments = useGovernments(newAddress);
  // The fee at the new place, before the request is sent (issue 35.5): accepting re-prices the order
  // from the client's cost table, and the merchant sees the difference first.
  const formData = useOrderFormData();
  const government = Number(useWatch({ control, name: 'government' }) || 0);
  const newFee = formData.data?.prices.find((p) => p.government_id === government)?.price;
  const money = (value: string) => t('money', { amount: formatMoney(value) });
  const feeChanges = newAddress && newFee !== undefined && newFee !== (order.shipping_cost ?? newFee);

  return (
    <OrderActionDialogFrame
      texts="resend"
      order={order}
      mutation={resend}
      onSubmit={form.onSubmit}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Radio.Group
            label={t('actions.resend.type')}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
          >
            <Stack gap="xs" mt="xs">
              <Radio value={String(resendTypes.sameAddress)} label={t('actions.resend.sameReceiver')} />
              <Radio value={String(resendTypes.newAddress)} label={t('actions.resend.newAddress')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {newAddress && (
        <>
          <PlaceFields control={control} setValue={setValue} governments={governments.data} errors={errors} />
          <AutosizeTextarea
            label={t('fields.address')}
            required
            minRows={2}
            error={errorText(errors.address)}
            {...fields.address}
          />
          <PhoneInput
            label={t('fields.phone1')}
            required
            description={t('form.phoneHint')}
            error={errorText(errors.phone1)}
            {...fields.phone1}
          />
          {feeChanges && (
            <Text size="sm" role="status">
              {t('actions.resend.feeChange', { to: money(newFee), from: money(order.shipping_cost ?? '0') })}
            </Text>
          )}
        </>
      )}
    </OrderActionDialogFrame>
  );
}
