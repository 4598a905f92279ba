import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/use-session';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

interface ChangePasswordFormProps {
  /** The settings screen offers "log out other devices"; the first-login screen does not. */
  withLogoutDevices: boolean;
  submitLabel: string;
  onSuccess: () => void;
}

/** Current + new password (+ confirmation). The answer's new session replaces the stored one. */
export function ChangePasswordForm({ withLogoutDevices, submitLabel, onSuccess }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  const change = useChangePassword();
  const email = useSession()?.email ?? '';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { old_password: '', password: '', password_confirmation: '', logout_devices: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        old_password: values.old_password,
        password: values.password,
        logout_devices: values.logout_devices ? 1 : 0,
      });
      reset();
      onSuccess();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['old_password', 'password', 'password_confirmation']);
    }
  });

  const toggle = { 'aria-label': t('fields.togglePassword') };
  const fields = {
    old: register('old_password'),
    password: register('password'),
    confirmation: register('password_confirmation'),
    logoutDevices: register('logout_devices'),
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={change.error} />
      <Stack gap="md">
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          error={errorText(errors.old_password)}
          visibilityToggleButtonProps={toggle}
          {...fields.old}
        />
        <NewPasswordFields
          email={email}
          password={fields.password}
          confirmation={fields.confirmation}
          errors={errors}
        />
        {withLogoutDevices && <Checkbox label={t('fields.logoutDevices')} {...fields.logoutDevices} />}
        <Button
          type="submit"
          loading={change.isPending}
          fullWidth={!withLogoutDevices}
          style={{ alignSelf: 'flex-start' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
