import type { OrderFormInput } from '@courier/contracts';
import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  useFieldArray,
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useFormError } from '@/components/ui/use-form-error';
import { useProductChoices } from '@/lib/lookups/get-product-choices';

interface OrderProductsFieldProps {
  control: Control<OrderFormInput>;
  register: UseFormRegister<OrderFormInput>;
  errors: FieldErrors<OrderFormInput>;
}

/**
 * The products the parcel carries (clients with stock): each line a product of the client's catalogue
 * and a quantity; stock goes down when the order is delivered.
 */
export function OrderProductsField({ control, register, errors }: OrderProductsFieldProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const choices = useProductChoices(true);
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const options = [
    { value: '', label: t('products.choose') },
    ...(choices.data ?? []).map((p) => ({
      value: String(p.id),
      label: t('products.option', { name: p.product_name, sku: p.code_sky, quantity: p.quantity }),
    })),
  ];

  return (
    <Fieldset legend={t('products.section')} radius="md">
      <Stack gap="sm">
        {fields.length === 0 && <Text size="sm">{t('products.none')}</Text>}
        {fields.map((line, i) => {
          const productField = register(`products.${i}.product_id`);
          const quantityField = register(`products.${i}.quantity`);
          return (
            <Group key={line.id} align="flex-start" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('products.product', { n: i + 1 })}
                data={options}
                required
                style={{ flex: '1 1 220px' }}
                error={errorText(errors.products?.[i]?.product_id as FieldError | undefined)}
                {...productField}
              />
              <TextInput
                label={t('products.quantity', { n: i + 1 })}
                inputMode="numeric"
                dir="ltr"
                required
                w={110}
                error={errorText(errors.products?.[i]?.quantity as FieldError | undefined)}
                {...quantityField}
              />
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                mt={28}
                aria-label={t('products.remove', { n: i + 1 })}
                onClick={() => remove(i)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => append({ product_id: '', quantity: '1' })}
            disabled={choices.isSuccess && choices.data.length === 0}
          >
            {t('products.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
