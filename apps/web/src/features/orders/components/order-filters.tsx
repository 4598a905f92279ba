import { Badge, Button, Collapse, Group, NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGovernments } from '../api/get-governments';
import type { OrderFilterField, OrderFilterValues } from '../api/order-keys';

export const orderFilterFields: readonly OrderFilterField[] = [
  'code',
  'invoice_number',
  'second_client',
  'receiver',
  'phone1',
  'government_id',
  'area',
];

const labelKeys: Record<OrderFilterField, string> = {
  code: 'fields.code',
  invoice_number: 'fields.invoiceNumber',
  second_client: 'fields.sender',
  receiver: 'fields.receiver',
  phone1: 'fields.phone1',
  government_id: 'fields.government',
  area: 'fields.area',
};

type FormValues = Record<OrderFilterField, string>;

const filled = (values: OrderFilterValues): FormValues =>
  Object.fromEntries(orderFilterFields.map((f) => [f, values[f] ?? ''])) as FormValues;

/** Only the filters that hold something (the URL and the request carry no empty ones). */
export function cleanFilters(values: Partial<FormValues>): OrderFilterValues {
  const clean: OrderFilterValues = {};
  for (const field of orderFilterFields) {
    const value = values[field]?.trim();
    if (value) clean[field] = value;
  }
  return clean;
}

interface OrderFiltersProps {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}

/**
 * The seven list filters of spec §7, folded away behind a button (open when a filter is active) so
 * a phone shows the orders first. Applying or clearing goes through the caller (it updates the URL).
 */
export function OrderFilters({ values, onApply }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const panelId = useId();
  const activeCount = Object.keys(cleanFilters(values)).length;
  const [opened, { toggle }] = useDisclosure(activeCount > 0);
  const governments = useGovernments();
  const { register, handleSubmit, reset } = useForm<FormValues>({ defaultValues: filled(values) });

  const onSubmit = handleSubmit((form) => onApply(cleanFilters(form)));
  const onClear = () => {
    reset(filled({}));
    onApply({});
  };

  const governmentOptions = [
    { value: '', label: t('filters.anyGovernment') },
    ...(governments.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
  ];
  // The chosen governorate stays selectable while the list loads (a reload with ?government_id=).
  if (values.government_id && !governments.data) {
    governmentOptions.push({ value: values.government_id, label: t('filters.loadingGovernments') });
  }

  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" circle aria-hidden="true">
                {activeCount}
              </Badge>
            ) : undefined
          }
        >
          {activeCount > 0 ? t('filters.titleActive', { active: activeCount }) : t('filters.title')}
        </Button>
        {activeCount > 0 && (
          <Button variant="subtle" size="compact-sm" color="gray.8" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} keepMounted keepMountedMode="display-none">
        <form id={panelId} onSubmit={onSubmit} noValidate role="search" aria-label={t('filters.title')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
            {orderFilterFields.map((field) =>
              field === 'government_id' ? (
                <NativeSelect
                  key={field}
                  label={t(labelKeys[field])}
                  data={governmentOptions}
                  {...register(field)}
                />
              ) : (
                <TextInput
                  key={field}
                  label={t(labelKeys[field])}
                  dir={field === 'code' || field === 'phone1' ? 'ltr' : undefined}
                  inputMode={field === 'phone1' ? 'tel' : undefined}
                  autoComplete="off"
                  {...register(field)}
                />
              ),
            )}
          </SimpleGrid>
          <Group gap="sm" mt="md">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('filters.apply')}
            </Button>
            <Button variant="default" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}
