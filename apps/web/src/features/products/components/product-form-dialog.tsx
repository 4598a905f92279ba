import { productBodySchema, type Product, type ProductBody, type ProductBodyInput } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSaveProduct } from '../api/save-product';
import { notifyProduct } from './notify';

interface ProductFormDialogProps {
  /** The product to edit; a new one when absent. */
  product?: Product;
  onSaved: (product: Product, added: boolean) => void;
  onClose: () => void;
}

/** Add or edit a product: name and SKU (3 characters at least), quantity (1 by default). */
export function ProductFormDialog({ product, onSaved, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation('products');
  const errorText = useFormError();
  const save = useSaveProduct();
  const { register, handleSubmit, setError, formState } = useForm<ProductBodyInput, unknown, ProductBody>({
    resolver: zodResolver(productBodySchema),
    defaultValues: {
      product_name: product?.product_name ?? '',
      code_sky: product?.code_sky ?? '',
      quantity: String(product?.quantity ?? 1),
    },
  });
  const outcome = product ? 'modified' : 'added';
  const nameField = register('product_name');
  const skuField = register('code_sky');
  const quantityField = register('quantity');
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(product ? { ...values, id: product.id } : values);
      notifyProduct(outcome);
      onSaved(saved, !product);
    } catch (error) {
      notifyProduct(outcome, error);
      applyServerFieldErrors(error, setError, ['product_name', 'code_sky', 'quantity']);
    }
  });

  return (
    <FormDialog
      title={product ? t('form.editTitle') : t('form.addTitle')}
      submitLabel={product ? t('form.save') : t('form.add')}
      pending={save.isPending}
      error={save.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        label={t('fields.name')}
        required
        data-autofocus
        error={errorText(formState.errors.product_name)}
        {...nameField}
      />
      <TextInput
        label={t('fields.sku')}
        required
        dir="ltr"
        error={errorText(formState.errors.code_sky)}
        {...skuField}
      />
      <TextInput
        label={t('fields.quantity')}
        inputMode="numeric"
        dir="ltr"
        error={errorText(formState.errors.quantity)}
        {...quantityField}
      />
    </FormDialog>
  );
}
