import {
  missionFieldRules,
  missionFormSchema,
  missionTypes,
  paymentWays,
  type MissionForm as MissionFormOutput,
  type MissionFormInput,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarDue, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';
import { businessDay } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import type { MissionFormData } from '../api/get-mission-form-data';
import { DueSoonWarning } from './due-soon-warning';

type Values = MissionFormInput;
type FieldName = keyof Values;

const fieldNames: readonly FieldName[] = [
  'type',
  'address_id',
  'due_date',
  'month',
  'payment_way_id',
  'bank_account_id',
  'branch_id',
  'notes',
];

interface MissionFormProps {
  formData: MissionFormData;
  /** The branches to choose from (`branch/get`); undefined while they load. */
  branches: readonly { id: number; name: string }[] | undefined;
  submitLabel: string;
  /** Sends the validated values; a rejected promise (ApiError) puts its field errors on the fields. */
  onSubmit: (values: MissionFormOutput) => Promise<unknown>;
}

/**
 * The add-mission form (spec §3 add-form data, §5 rules through `missionFormSchema`, the schema the
 * server checks with). The type decides which fields apply (contracts' missionFieldRules): a pickup,
 * return or resend needs an address and a day; a supply needs a payment way and then what that way
 * needs (a bank account or wallet, a branch, or an address). A supply is offered only when
 * `suppliedAvailable`; the missions already due within two days are listed before another is added.
 */
export function MissionForm({ formData, branches, submitLabel, onSubmit }: MissionFormProps) {
  const { t } = useTranslation(['missions', 'common']);
  const lang = useLanguage();
  const errorText = useFormError();
  const [failure, setFailure] = useState<unknown>(null);
  const types = formData.types.filter(
    (type) => type.id !== missionTypes.supply || formData.suppliedAvailable,
  );
  const defaultAddress = formData.addresses.find((a) => a.is_default) ?? formData.addresses[0];
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, MissionFormOutput>({
    resolver: zodResolver(missionFormSchema),
    defaultValues: {
      type: types.length === 1 ? String(types[0]!.id) : '',
      address_id: defaultAddress ? String(defaultAddress.id) : '',
      due_date: '',
      month: '',
      payment_way_id: '',
      bank_account_id: '',
      branch_id: formData.default_branch_id ? String(formData.default_branch_id) : '',
      notes: '',
    },
  });

  const type = Number(useWatch({ control, name: 'type' }) || 0) || undefined;
  const paymentWay = Number(useWatch({ control, name: 'payment_way_id' }) || 0) || undefined;
  const rules = missionFieldRules(type, paymentWay);
  const supply = type === missionTypes.supply;
  const show = {
    address_id: type !== undefined && rules.address_id !== 'unused',
    due_date: type !== undefined && rules.due_date !== 'unused',
    bank_account_id: type !== undefined && rules.bank_account_id !== 'unused',
    branch_id: type !== undefined && rules.branch_id !== 'unused',
  };
  const fields = {
    type: register('type'),
    address_id: register('address_id'),
    due_date: register('due_date'),
    month: register('month'),
    payment_way_id: register('payment_way_id'),
    bank_account_id: register('bank_account_id'),
    branch_id: register('branch_id'),
    notes: register('notes'),
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The month is a supply's; another type sends none.
      await onSubmit(supply ? values : { ...values, month: undefined });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fieldNames)) setFailure(error);
    }
  });

  const choose = (label: string) => ({ value: '', label });
  const typeOptions = [
    choose(t('form.chooseType')),
    ...types.map((type) => ({ value: String(type.id), label: type.name })),
  ];
  const addressOptions = [
    choose(t('form.chooseAddress')),
    ...formData.addresses.map((a) => ({
      value: String(a.id),
      label: t('form.addressOption', { title: a.title, address: a.address, area: a.area }),
    })),
  ];
  const wayOptions = [
    choose(t('form.choosePaymentWay')),
    ...formData.paymentWays.map((w) => ({ value: String(w.id), label: w.title })),
  ];
  // A transfer goes to a bank account, a wallet payment to a wallet number.
  const accountKind = paymentWay === paymentWays.mobile_wallet ? 'wallet' : 'bank';
  const accountOptions = [
    choose(t('form.chooseAccount')),
    ...formData.accounts
      .filter((a) => a.kind === accountKind)
      .map((a) => ({
        value: String(a.id),
        label: t('form.accountOption', { bank: a.bank_name, number: a.account_number }),
      })),
  ];
  const branchOptions = [
    choose(rules.branch_id === 'required' ? t('form.chooseBranch') : t('form.defaultBranch')),
    ...(branches ?? []).map((b) => ({ value: String(b.id), label: b.name })),
  ];
  const supplyDays = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    formData.supply_days.map((d) => d.name),
  );
  const suspendedTypes = formData.types.every(
    (type) => type.id === missionTypes.receiving || type.id === missionTypes.receiving_and_returns,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DueSoonWarning missions={formData.missionsWithinTwoDays} />
        {failure ? <ApiErrorAlert error={failure} /> : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <NativeSelect
              label={t('fields.type')}
              required
              data={typeOptions}
              error={errorText(errors.type)}
              {...fields.type}
            />
            {suspendedTypes ? (
              <Text size="sm" c="dimmed">
                {t('form.suspendedTypes')}
              </Text>
            ) : (
              !formData.suppliedAvailable && (
                <Text size="sm" c="dimmed">
                  {t('form.supplyUnavailable')}
                </Text>
              )
            )}
            {formData.supply_days.length > 0 && (
              <Alert variant="light" color="blue" icon={<IconCalendarDue aria-hidden="true" />} p="xs">
                <Text size="sm" c="dark.9">
                  {t('form.supplyDays', { days: supplyDays })}
                </Text>
              </Alert>
            )}
          </Stack>
        </Paper>

        {type !== undefined && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              {supply && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect
                    label={t('fields.paymentWay')}
                    required
                    data={wayOptions}
                    error={errorText(errors.payment_way_id)}
                    {...fields.payment_way_id}
                  />
                  <TextInput
                    type="month"
                    label={t('fields.month')}
                    description={t('form.monthHint')}
                    error={errorText(errors.month)}
                    {...fields.month}
                  />
                </SimpleGrid>
              )}
              {show.bank_account_id && (
                <NativeSelect
                  label={accountKind === 'wallet' ? t('fields.wallet') : t('fields.bankAccount')}
                  required
                  data={accountOptions}
                  error={errorText(errors.bank_account_id)}
                  {...fields.bank_account_id}
                />
              )}
              {show.address_id && (
                <NativeSelect
                  label={t('fields.address')}
                  required={rules.address_id === 'required'}
                  data={addressOptions}
                  error={errorText(errors.address_id)}
                  {...fields.address_id}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {show.due_date && (
                  <TextInput
                    type="date"
                    label={t('fields.dueDate')}
                    required={rules.due_date === 'required'}
                    description={supply ? t('form.supplyDayHint') : undefined}
                    min={businessDay()}
                    error={errorText(errors.due_date)}
                    {...fields.due_date}
                  />
                )}
                {show.branch_id && (
                  <NativeSelect
                    label={t('fields.branch')}
                    required={rules.branch_id === 'required'}
                    data={branchOptions}
                    disabled={!branches}
                    error={errorText(errors.branch_id)}
                    {...fields.branch_id}
                  />
                )}
              </SimpleGrid>
              <AutosizeTextarea
                label={t('fields.notes')}
                minRows={2}
                maxRows={6}
                error={errorText(errors.notes)}
                {...fields.notes}
              />
            </Stack>
          </Paper>
        )}

        {type === undefined && (
          <Group gap="xs" c="dimmed">
            <IconInfoCircle size={18} aria-hidden="true" />
            <Text size="sm">{t('form.chooseTypeFirst')}</Text>
          </Group>
        )}

        <Group>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
