import { PasswordInput, TextInput } from '@mantine/core';
import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useFormError } from '@/components/ui/use-form-error';

/** What an input takes from its form: react-hook-form's `register` or a form's own controlled props. */
type FieldProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
};

interface SignInFieldsProps {
  email: FieldProps;
  password: FieldProps;
  errors: { email?: FieldError | undefined; password?: FieldError | undefined };
}

/** Email and password as every sign-in asks for them: the merchant's /login and the staff's /ops/login. */
export function SignInFields({ email, password, errors }: SignInFieldsProps) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  return (
    <>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        dir="ltr"
        required
        error={errorText(errors.email)}
        {...email}
      />
      <PasswordInput
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={errorText(errors.password)}
        visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        {...password}
      />
    </>
  );
}
