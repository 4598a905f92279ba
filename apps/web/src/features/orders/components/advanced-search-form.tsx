import {
  advancedSearchFields,
  advancedSearchBodySchema,
  orderStatusLabelKey,
  orderStatuses,
  translate,
  type OrderStatus,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { LookupSelect } from '@/components/ui/lookup-select';
import { useFormError } from '@/components/ui/use-form-error';
import { useLanguage } from '@/lib/i18n';
import { cleanFilterValues } from '@/lib/list-url-state';
import { useGovernments } from '@/lib/lookups/get-governments';
import { selectOptions } from '@/lib/lookups/select-options';

export type AdvancedField = (typeof advancedSearchFields)[number];
type Values = Record<AdvancedField, string>;

/** The search criteria as text, only those that hold something (what the results URL carries). */
export const cleanCriteria = (
  values: Partial<Record<string, string | null | undefined>>,
): Record<string, string> => cleanFilterValues(advancedSearchFields, values);

/** The label key (orders namespace) of each criterion, also used to list them on the results page. */
export const criterionLabelKeys: Record<AdvancedField, string> = {
  status: 'fields.status',
  code: 'fields.code',
  bar_code: 'fields.barCode',
  invoice_number: 'fields.invoiceNumber',
  second_client: 'fields.sender',
  receiver: 'fields.receiver',
  phone1: 'fields.phone1',
  area: 'fields.area',
  government_id: 'fields.government',
  captain_id: 'fields.captain',
  branch_id: 'fields.branch',
  created_at: 'fields.createdAt',
  amount_to_be_collected: 'fields.amount',
  received_amount: 'fields.receivedAmount',
  sent_at: 'fields.sentAt',
  delivery_date: 'fields.deliveryDate',
  execution_date: 'fields.executionDate',
  cash_amount: 'fields.cashAmount',
  return_to_sender_date: 'fields.returnToSenderDate',
  deposit_date: 'fields.depositDate',
  return_reason: 'fields.returnReason',
};

const groups: { legend: string; fields: AdvancedField[] }[] = [
  {
    legend: 'advanced.orderSection',
    fields: ['status', 'code', 'bar_code', 'invoice_number', 'second_client', 'return_reason'],
  },
  { legend: 'advanced.receiverSection', fields: ['receiver', 'phone1', 'government_id', 'area'] },
  { legend: 'advanced.courierSection', fields: ['captain_id', 'branch_id'] },
  { legend: 'advanced.moneySection', fields: ['amount_to_be_collected', 'received_amount', 'cash_amount'] },
  {
    legend: 'advanced.datesSection',
    fields: [
      'created_at',
      'sent_at',
      'delivery_date',
      'execution_date',
      'return_to_sender_date',
      'deposit_date',
    ],
  },
];

const dateFields = new Set<AdvancedField>([
  'created_at',
  'sent_at',
  'delivery_date',
  'execution_date',
  'return_to_sender_date',
  'deposit_date',
]);
const amountFields = new Set<AdvancedField>(['amount_to_be_collected', 'received_amount', 'cash_amount']);
const ltrFields = new Set<AdvancedField>(['code', 'bar_code', 'invoice_number', 'phone1']);

interface AdvancedSearchFormProps {
  /** The criteria of the last search (from the URL), to refine it. */
  initial: Record<string, string>;
  onSearch: (criteria: Record<string, string>) => void;
  pending: boolean;
}

/** Every field of `advancedSearchBodySchema` (spec §7 advanced-search-submit); all optional. */
export function AdvancedSearchForm({ initial, onSearch, pending }: AdvancedSearchFormProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const errorText = useFormError();
  const governments = useGovernments();
  const { register, control, handleSubmit, getValues, reset, formState } = useForm<Values>({
    // The schema checks the criteria (dates, amounts, ids); the URL keeps them as the user typed them.
    resolver: zodResolver(advancedSearchBodySchema) as never,
    defaultValues: Object.fromEntries(advancedSearchFields.map((f) => [f, initial[f] ?? ''])) as Values,
  });
  const submit = handleSubmit(() => onSearch(cleanCriteria(getValues())));

  const statusOptions = [
    { value: '', label: t('advanced.anyStatus') },
    ...(Object.entries(orderStatuses) as [OrderStatus, number][]).map(([status, code]) => ({
      value: String(code),
      label: translate(orderStatusLabelKey(status), lang),
    })),
  ];
  const governmentOptions = selectOptions(t('filters.anyGovernment'), governments.data);

  const input = (field: AdvancedField) => {
    const label = t(criterionLabelKeys[field]);
    const error = errorText(formState.errors[field]);
    if (field === 'status' || field === 'government_id') {
      return (
        <Controller
          key={field}
          control={control}
          name={field}
          render={({ field: f }) => (
            <NativeSelect
              label={label}
              data={field === 'status' ? statusOptions : governmentOptions}
              error={error}
              {...f}
            />
          )}
        />
      );
    }
    if (field === 'captain_id' || field === 'branch_id') {
      return (
        <LookupSelect
          key={field}
          lookup={field === 'captain_id' ? 'captains' : 'branches'}
          name={field}
          label={label}
          control={control}
          placeholder={t('advanced.anyone')}
          nothingFound={t('advanced.nothingFound')}
          clearLabel={t('advanced.clearChoice')}
        />
      );
    }
    return (
      <TextInput
        key={field}
        label={label}
        type={dateFields.has(field) ? 'date' : 'text'}
        inputMode={amountFields.has(field) ? 'decimal' : field === 'phone1' ? 'tel' : undefined}
        dir={ltrFields.has(field) || amountFields.has(field) ? 'ltr' : undefined}
        autoComplete="off"
        error={error}
        {...register(field)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('advanced.label')}>
      <Stack gap="md">
        {groups.map((group) => (
          <Fieldset key={group.legend} legend={t(group.legend)} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {group.fields.map(input)}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Group gap="sm">
          <Button type="submit" loading={pending} leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('advanced.submit')}
          </Button>
          <Button
            variant="default"
            onClick={() => reset(Object.fromEntries(advancedSearchFields.map((f) => [f, ''])) as Values)}
          >
            {t('advanced.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
