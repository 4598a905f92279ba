import { PasswordInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useFormError } from '@/components/ui/use-form-error';

interface NewPasswordFieldsProps {
  /** The account's email, so password managers file the new password under it. */
  email: string;
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'password_confirmation'>;
  errors: { password?: FieldError; password_confirmation?: FieldError };
}

/** "New password" and its confirmation, as every password form asks for them. */
export function NewPasswordFields({ email, password, confirmation, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  const toggle = { 'aria-label': t('fields.togglePassword') };
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
        error={errorText(errors.password)}
        visibilityToggleButtonProps={toggle}
        {...password}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={errorText(errors.password_confirmation)}
        visibilityToggleButtonProps={toggle}
        {...confirmation}
      />
    </>
  );
}
