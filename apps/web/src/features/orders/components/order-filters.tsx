import { confirmationStates } from '@courier/contracts';
import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FilterPanel } from '@/components/ui/filter-panel';
import { useGovernments } from '@/lib/lookups/get-governments';
import { selectOptions } from '@/lib/lookups/select-options';
import type { OrderFilterField, OrderFilterValues } from '../api/order-keys';

export const orderFilterFields: readonly OrderFilterField[] = [
  'code',
  'invoice_number',
  'second_client',
  'receiver',
  'phone1',
  'government_id',
  'area',
  'confirmation',
];

const labelKeys: Record<OrderFilterField, string> = {
  code: 'fields.code',
  invoice_number: 'fields.invoiceNumber',
  second_client: 'fields.sender',
  receiver: 'fields.receiver',
  phone1: 'fields.phone1',
  government_id: 'fields.government',
  area: 'fields.area',
  confirmation: 'fields.confirmation',
};

interface OrderFiltersProps {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}

/** The governorate field: its lookup is asked for when the panel first shows its fields. */
function GovernmentSelect({ selected, field }: { selected?: string; field: UseFormRegisterReturn }) {
  const { t } = useTranslation('orders');
  const governments = useGovernments();
  const options = selectOptions(t('filters.anyGovernment'), governments.data);
  // The chosen governorate stays selectable while the list loads (a reload with ?government_id=).
  if (selected && !governments.data) {
    options.push({ value: selected, label: t('filters.loadingGovernments') });
  }
  return <NativeSelect label={t(labelKeys.government_id)} data={options} {...field} />;
}

/** The receiver's confirmation (decision 067): any, never asked, or one state. */
function ConfirmationSelect({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation('orders');
  const data = [
    { value: '', label: t('filters.anyConfirmation') },
    ...[...confirmationStates, 'none' as const].map((s) => ({
      value: s,
      label: t(`confirmation.states.${s}`),
    })),
  ];
  return <NativeSelect label={t(labelKeys.confirmation)} data={data} {...field} />;
}

/** The seven list filters of spec §7 in the shared filter panel. */
export function OrderFilters({ values, onApply }: OrderFiltersProps) {
  const { t } = useTranslation('orders');

  return (
    <FilterPanel
      namespace="orders"
      fields={orderFilterFields}
      values={values}
      onApply={onApply}
      columns={4}
      renderField={(field, { register }) =>
        field === 'government_id' ? (
          <GovernmentSelect key={field} selected={values.government_id} field={register(field)} />
        ) : field === 'confirmation' ? (
          <ConfirmationSelect key={field} field={register(field)} />
        ) : (
          <TextInput
            key={field}
            label={t(labelKeys[field])}
            dir={field === 'code' || field === 'phone1' ? 'ltr' : undefined}
            inputMode={field === 'phone1' ? 'tel' : undefined}
            autoComplete="off"
            {...register(field)}
          />
        )
      }
    />
  );
}
