import {
  addSubUserBodySchema,
  editSubUserBodySchema,
  type ClientLocation,
  type SubUser,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PhoneInput } from '@/components/ui/phone-input';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSaveEmployee } from '../api/save-employee';

interface EmployeeValues {
  id?: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  client_attend_from_every_where: boolean;
  client_location_id: string;
}

const fieldNames = ['name', 'email', 'phone', 'password', 'client_location_id'] as const;

/** Add (no employee) or edit a sub-user; spec §5's rules are the contracts schemas'. */
export function EmployeeForm({
  employee,
  locations,
  onDone,
}: {
  employee: SubUser | null;
  locations: readonly ClientLocation[];
  onDone: () => void;
}) {
  const { t } = useTranslation('team');
  const errorText = useFormError();
  const save = useSaveEmployee();
  const schema = employee ? editSubUserBodySchema : addSubUserBodySchema;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<EmployeeValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<EmployeeValues>,
    defaultValues: {
      ...(employee ? { id: employee.id } : {}),
      name: employee?.name ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      password: '',
      client_attend_from_every_where: employee ? employee.client_attend_from_every_where === 1 : true,
      client_location_id: employee?.client_location_id ? String(employee.client_location_id) : '',
    },
  });
  const everywhere = useWatch({ control, name: 'client_attend_from_every_where' });
  const f = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    password: register('password'),
    client_location_id: register('client_location_id'),
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values as never);
      toast.success(employee ? t('employees.edited') : t('employees.added'));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ApiErrorAlert error={save.error} />
        <TextInput label={t('employees.name')} required error={errorText(errors.name)} {...f.name} />
        <TextInput
          label={t('employees.email')}
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          error={errorText(errors.email)}
          {...f.email}
        />
        <PhoneInput label={t('employees.phone')} error={errorText(errors.phone)} {...f.phone} />
        <PasswordInput
          label={t('employees.password')}
          description={employee ? t('employees.passwordKeep') : t('employees.passwordFirst')}
          required={!employee}
          autoComplete="new-password"
          error={errorText(errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('employees.togglePassword') }}
          {...f.password}
        />
        <Controller
          control={control}
          name="client_attend_from_every_where"
          render={({ field }) => (
            <Switch
              label={t('employees.everywhere')}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {!everywhere && (
          <NativeSelect
            label={t('employees.location')}
            required
            description={locations.length === 0 ? t('employees.noLocations') : undefined}
            error={errorText(errors.client_location_id)}
            data={[
              { value: '', label: t('employees.chooseLocation') },
              ...locations.map((l) => ({
                value: String(l.id),
                label: `${l.region} (${t('locations.metres', { count: l.radius })})`,
              })),
            ]}
            {...f.client_location_id}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {employee ? t('employees.save') : t('employees.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
