import {
  defaultAmountCeiling,
  isAboveCeiling,
  submitOrderBodySchema,
  translate,
  type Order,
  type OrderForm as OrderFormOutput,
  type OrderFormInput,
  formatMoney,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { PhoneInput } from '@/components/ui/phone-input';
import { useSession } from '@/lib/use-session';
import { OrderProductsField } from './order-products-field';
import { PlaceFields } from './place-fields';
import type { OrderFormData } from '../api/get-order-form-data';
import { isAmount, subtractAmounts } from '../utils/amounts';

type Values = OrderFormInput;
type FieldName = Exclude<keyof Values, 'products'>;

const fieldNames: readonly FieldName[] = [
  'receiver',
  'phone1',
  'phone2',
  'followUpMobile',
  'government',
  'area',
  'address',
  'contentOrder',
  'collectedAmount',
  'sender',
  'notes',
  'invoice_number',
  'company_id',
  'reasonCollectedAmount',
];

function initialValues(order: Order | undefined): Values {
  return {
    receiver: order?.receiver ?? '',
    phone1: order?.phone1 ?? '',
    phone2: order?.phone2 ?? '',
    followUpMobile: order?.follow_up_mobile ?? '',
    government: order ? String(order.government_id) : '',
    area: order ? String(order.area_id) : '',
    address: order?.address ?? '',
    contentOrder: order?.content ?? '',
    collectedAmount: order?.amount_to_be_collected ?? '',
    sender: order?.second_client ?? '',
    notes: order?.notes ?? '',
    invoice_number: order?.invoice_number ?? '',
    company_id: order?.company_id ? String(order.company_id) : '',
    reasonCollectedAmount: '',
  };
}

const ceilingError = 'ceiling';

/** The edit changes the amount to collect (compared as numbers: "150" is "150.00"). */
const amountChanged = (original: string | undefined, amount: string) =>
  original !== undefined && amount !== '' && Number(amount) !== Number(original);

/**
 * The spec's rules (the schema the server checks with), then the business ceiling of the amount: a server
 * setting (app-config), so not in the shared schema; the server checks it again.
 */
function withAmountCeiling(ceiling: number, original?: string): Resolver<Values, unknown, OrderFormOutput> {
  const rules = zodResolver(submitOrderBodySchema);
  return async (values, context, options) => {
    const result = await rules(values, context, options);
    const amount = String(values.collectedAmount ?? '').trim();
    // An edit that changes the amount says why (spec §5 reasonCollectedAmount, decision 070).
    if (amountChanged(original, amount) && !String(values.reasonCollectedAmount ?? '').trim())
      return {
        values: {},
        errors: {
          ...result.errors,
          reasonCollectedAmount: { type: 'required', message: 'validation.required' },
        },
      };
    if (result.errors.collectedAmount || !isAmount(amount) || !isAboveCeiling(amount, ceiling)) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        collectedAmount: { type: ceilingError, message: 'validation.amountCeiling' },
      },
    };
  };
}

interface OrderFormProps {
  formData: OrderFormData;
  /** Edit: the order that fills the form. */
  order?: Order;
  /**
   * Edit without `edit_amount` in the order's actions (a captain has the parcel): the amount, the
   * governorate and the area are shown but cannot change, each saying why (decision 018).
   */
  placeAndAmountLocked?: boolean;
  /** The most an order may ask to collect, in EGP (the server's setting, from app-config). */
  amountCeiling?: number;
  submitLabel: string;
  /** Sends the validated values; a rejected promise (ApiError) puts its field errors on the fields. */
  onSubmit: (values: OrderFormOutput) => Promise<unknown>;
}

/**
 * The add and edit order form (spec §5 rules through `submitOrderBodySchema`, the schema the server checks
 * with): governorate → area cascade, the live shipping cost of the chosen governorate next to the
 * amount, a company choice for clients that ship for companies.
 */
export function OrderForm({
  formData,
  order,
  placeAndAmountLocked = false,
  amountCeiling = defaultAmountCeiling,
  submitLabel,
  onSubmit,
}: OrderFormProps) {
  const { t } = useTranslation(['orders', 'common']);
  const lang = useLanguage();
  const errorText = useFormError();
  const summaryId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  // Product lines on the add form of a client with stock (an edit keeps the order's lines).
  const withProducts = useSession()?.haveStock === 1 && !order;
  const original = order?.amount_to_be_collected;
  const resolver = useMemo(() => withAmountCeiling(amountCeiling, original), [amountCeiling, original]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, OrderFormOutput>({
    resolver,
    defaultValues: initialValues(order),
  });

  const government = Number(useWatch({ control, name: 'government' }) || 0);
  const amount = String(useWatch({ control, name: 'collectedAmount' }) ?? '').trim();
  const price = formData.prices.find((p) => p.government_id === government)?.price;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const productFields = (values.products ?? []).flatMap((_, i) => [
        `products.${i}.product_id` as const,
        `products.${i}.quantity` as const,
      ]);
      if (!applyServerFieldErrors(error, setError, [...fieldNames, ...productFields])) setFailure(error);
    }
  });

  const ceilingText = (max: number) =>
    translate('validation.amountCeiling', lang, { max: formatMoney(String(max)) });
  const money = (value: string) => t('money', { amount: formatMoney(value) });
  const fields = {
    receiver: register('receiver'),
    phone1: register('phone1'),
    phone2: register('phone2'),
    followUpMobile: register('followUpMobile'),
    address: register('address'),
    contentOrder: register('contentOrder'),
    collectedAmount: register('collectedAmount'),
    sender: register('sender'),
    invoiceNumber: register('invoice_number'),
    notes: register('notes'),
    reason: register('reasonCollectedAmount'),
  };
  const amountNotEditable = translate('errors.AMOUNT_NOT_EDITABLE', lang);
  const placeNotEditable = translate('errors.PLACE_NOT_EDITABLE', lang);

  return (
    <form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      <ApiErrorAlert error={failure} />
      <Stack gap="lg">
        <Fieldset legend={t('form.receiverSection')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.receiver')}
              required
              autoComplete="off"
              error={errorText(errors.receiver)}
              {...fields.receiver}
            />
            <PhoneInput
              label={t('fields.phone1')}
              required
              description={t('form.phoneHint')}
              error={errorText(errors.phone1)}
              {...fields.phone1}
            />
            <PhoneInput label={t('fields.phone2')} error={errorText(errors.phone2)} {...fields.phone2} />
            <PhoneInput
              label={t('fields.followUpMobile')}
              description={t('form.followUpHint')}
              error={errorText(errors.followUpMobile)}
              {...fields.followUpMobile}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('form.addressSection')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PlaceFields
              control={control}
              setValue={setValue}
              governments={formData.governments}
              errors={errors}
              lockedText={placeAndAmountLocked ? placeNotEditable : undefined}
            />
          </SimpleGrid>
          <AutosizeTextarea
            mt="md"
            label={t('fields.address')}
            required
            minRows={2}
            error={errorText(errors.address)}
            {...fields.address}
          />
        </Fieldset>

        <Fieldset legend={t('form.shipmentSection')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.content')}
              required
              error={errorText(errors.contentOrder)}
              {...fields.contentOrder}
            />
            {placeAndAmountLocked ? (
              <TextInput
                label={t('fields.amount')}
                disabled
                dir="ltr"
                value={String(order?.amount_to_be_collected ?? '')}
                description={amountNotEditable}
                aria-describedby={summaryId}
                readOnly
              />
            ) : (
              <TextInput
                label={t('fields.amount')}
                required
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                error={
                  errors.collectedAmount?.type === ceilingError
                    ? ceilingText(amountCeiling)
                    : errorText(errors.collectedAmount)
                }
                aria-describedby={summaryId}
                {...fields.collectedAmount}
              />
            )}
            {amountChanged(order?.amount_to_be_collected, amount) && (
              <TextInput
                label={t('form.amountReason')}
                required
                autoComplete="off"
                error={errorText(errors.reasonCollectedAmount)}
                {...fields.reason}
              />
            )}
          </SimpleGrid>
          <Paper id={summaryId} withBorder radius="md" p="sm" mt="sm" bg="blue.0" aria-live="polite">
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                {price !== undefined
                  ? t('form.shippingCost', { cost: money(price) })
                  : t('form.shippingCostPending')}
              </Text>
              {isAmount(amount) && (
                <Text size="sm" fw={600}>
                  {t('form.totalToCollect', { total: money(amount) })}
                </Text>
              )}
              {isAmount(amount) && price !== undefined && (
                <Text size="sm">{t('form.youReceive', { net: money(subtractAmounts(amount, price)) })}</Text>
              )}
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            <TextInput
              label={t('fields.sender')}
              description={t('form.senderHint')}
              error={errorText(errors.sender)}
              {...fields.sender}
            />
            <TextInput
              label={t('fields.invoiceNumber')}
              dir="ltr"
              autoComplete="off"
              error={errorText(errors.invoice_number)}
              {...fields.invoiceNumber}
            />
            {formData.companies.length > 0 && (
              <Controller
                control={control}
                name="company_id"
                render={({ field }) => (
                  <NativeSelect
                    label={t('fields.company')}
                    data={[
                      { value: '', label: t('form.noCompany') },
                      ...formData.companies.map((c) => ({ value: String(c.id), label: c.name })),
                    ]}
                    error={errorText(errors.company_id)}
                    {...field}
                    value={String(field.value ?? '')}
                  />
                )}
              />
            )}
          </SimpleGrid>
          <AutosizeTextarea
            mt="md"
            label={t('fields.notes')}
            minRows={2}
            error={errorText(errors.notes)}
            {...fields.notes}
          />
        </Fieldset>

        {withProducts && <OrderProductsField control={control} register={register} errors={errors} />}

        <Group>
          <Button type="submit" size="md" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
