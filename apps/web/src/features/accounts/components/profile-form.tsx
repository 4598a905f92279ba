import { updateProfileBodySchema, type Profile } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { PhoneInput } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  name: string;
  phone: string;
  client_name?: string;
  phone1?: string;
  phone2?: string;
  address?: string;
}

/** The fields whose value differs from what the profile holds. */
function changedFields(values: ProfileValues, defaults: ProfileValues): Partial<ProfileValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v !== defaults[k as keyof ProfileValues]),
  ) as Partial<ProfileValues>;
}

const fields = ['name', 'phone', 'client_name', 'phone1', 'phone2', 'address'] as const;

/** The editable part of the profile: the user's name and phone; the company's for the main account. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const update = useUpdateProfile();
  const admin = profile.master === 1;
  const client = profile.user_client.client;
  const defaults: ProfileValues = {
    name: profile.user.name,
    phone: profile.user.phone ?? '',
    ...(admin
      ? {
          client_name: client.name,
          phone1: client.phone1 ?? '',
          phone2: client.phone2 ?? '',
          address: client.address ?? '',
        }
      : {}),
  };
  // Only what the user changed is checked and sent: a value saved before today's rules stays as it is.
  const validate = zodResolver(updateProfileBodySchema as never) as unknown as Resolver<
    Partial<ProfileValues>
  >;
  const resolver: Resolver<ProfileValues> = async (values, context, options) => {
    const result = await validate(changedFields(values, defaults), context, options as never);
    return (
      Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} }
    ) as never;
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({ resolver, defaultValues: defaults });

  const f = {
    name: register('name'),
    phone: register('phone'),
    client_name: register('client_name'),
    phone1: register('phone1'),
    phone2: register('phone2'),
    address: register('address'),
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      // An emptied field is cleared (null), not left as it was.
      const changed = Object.entries(changedFields(values, defaults)).map(([k, v]) => [
        k,
        v === '' ? null : v,
      ]);
      await update.mutateAsync(Object.fromEntries(changed) as never);
      toast.success(t('edit.saved'));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
    }
  });

  return (
    <Paper withBorder p="md" radius="md" mb="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ApiErrorAlert error={update.error} />
        <Title order={2} size="h4">
          {t('mainInfo.userSection')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('mainInfo.name')} required error={errorText(errors.name)} {...f.name} />
          <PhoneInput label={t('mainInfo.phone')} error={errorText(errors.phone)} {...f.phone} />
        </SimpleGrid>
        {admin && (
          <>
            <Title order={2} size="h4">
              {t('mainInfo.clientSection')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('mainInfo.clientName')}
                required
                error={errorText(errors.client_name)}
                {...f.client_name}
              />
              <PhoneInput
                label={t('mainInfo.phone1')}
                required
                error={errorText(errors.phone1)}
                {...f.phone1}
              />
              <PhoneInput label={t('mainInfo.phone2')} error={errorText(errors.phone2)} {...f.phone2} />
            </SimpleGrid>
            <AutosizeTextarea
              label={t('mainInfo.address')}
              minRows={2}
              error={errorText(errors.address)}
              {...f.address}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
