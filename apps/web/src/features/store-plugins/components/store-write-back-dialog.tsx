import { storeWriteBackBodySchema, type StoreConnection, type StoreWriteBackBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSetStoreWriteBack } from '../api/set-store-write-back';

const fields = ['store_url', 'access_token', 'consumer_key', 'consumer_secret'] as const;
/** Addresses, the same in both languages. */
const examples = { shopify: 'https://my-store.myshopify.com', woocommerce: 'https://my-store.com' };

/**
 * The store's API credentials and the write-back switch (decision 075): Shopify an Admin API access
 * token, WooCommerce a consumer key and secret. They are never shown again; an empty field keeps the
 * saved one.
 */
export function StoreWriteBackDialog({
  connection,
  onClose,
}: {
  connection: StoreConnection;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const save = useSetStoreWriteBack();
  const shopify = connection.platform === 'shopify';
  const saved = connection.write_back.credentials;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StoreWriteBackBody>({
    resolver: zodResolver(storeWriteBackBodySchema),
    defaultValues: { store_url: connection.write_back.store_url ?? '', enabled: true },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: connection.id, body });
      toast.success(t('plugins.writeBack.saved'));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, [...fields]);
    }
  });

  const keep = saved ? t('plugins.writeBack.keep', { saved }) : undefined;
  const secret = (name: (typeof fields)[number], label: string) => (
    <PasswordInput
      label={label}
      description={keep}
      dir="ltr"
      autoComplete="off"
      error={errorText(errors[name])}
      {...register(name)}
    />
  );

  const urlField = register('store_url');
  const keyField = secret(
    shopify ? 'access_token' : 'consumer_key',
    t(shopify ? 'plugins.writeBack.accessToken' : 'plugins.writeBack.consumerKey'),
  );
  const secretField = shopify ? null : secret('consumer_secret', t('plugins.writeBack.consumerSecret'));

  return (
    <FormDialog
      title={t('plugins.writeBack.title')}
      intro={t(shopify ? 'plugins.writeBack.introShopify' : 'plugins.writeBack.introWoo')}
      submitLabel={t('plugins.save')}
      pending={save.isPending}
      error={fields.some((f) => errors[f]) ? null : save.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        label={t('plugins.writeBack.storeUrl')}
        placeholder={examples[connection.platform]}
        dir="ltr"
        data-autofocus
        error={errorText(errors.store_url)}
        {...urlField}
      />
      {keyField}
      {secretField}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Switch
            mt="sm"
            label={t('plugins.writeBack.enabled')}
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </FormDialog>
  );
}
