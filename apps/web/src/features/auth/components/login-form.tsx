import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ErrorOption, FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormError } from '@/components/ui/use-form-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';
import type { LoginValues } from '../utils/login-validation';
import { AccountDeletedAlert } from './account-deleted-alert';
import { SignInFields } from './sign-in-fields';

// zodResolver(loginFormSchema), downloaded after the first paint (see lazy-resolver.ts).
const validation = lazyResolver(() => import('../utils/login-validation').then((m) => m.loginResolver));

type Field = keyof LoginValues;
type Errors = Partial<Record<Field, FieldError>>;
const fieldOrder: readonly Field[] = ['email', 'password', 'terms'];

/**
 * The login form keeps its own state instead of react-hook-form's `useForm` (decision 006: 14.8 KB gzip
 * before /login's first paint). It behaves as the other forms do: the same resolver, errors on submit,
 * checked again on every change after the first submit, focus on the first field in error, the
 * server's field errors on their fields.
 */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', terms: false });
  // The values as last changed, not as last rendered: on the page drawn at build time (decision 083), the
  // fields typed before hydration arrive as replayed change events and the effect below, and a click on
  // the checkbox can come before the render that holds them. A change built on a render's `values` then
  // put back the empty fields, and the controlled inputs emptied the typed text (a sign-in sent with
  // "required" errors, seen in the browser suite).
  const latest = useRef(values);
  const update = (next: LoginValues) => {
    latest.current = next;
    setValues(next);
  };
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => validation.preload(), []);
  // What was typed into the page drawn at build time before React took it over stays in the fields but
  // may not be in this state: read once, so a submit held until then (public/after-paint.js) sends it.
  useEffect(() => {
    const { email, password, terms } = inputs.current;
    const typed = { email: email?.value ?? '', password: password?.value ?? '', terms: !!terms?.checked };
    const known = latest.current;
    const next = {
      email: known.email || typed.email,
      password: known.password || typed.password,
      terms: known.terms || typed.terms,
    };
    if (fieldOrder.some((name) => next[name] !== known[name])) update(next);
  }, []);

  const validate = async (next: LoginValues) => {
    const result = await validation.resolver(next, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    setErrors(result.errors as Errors);
    return result;
  };

  const change = <K extends Field>(name: K, value: LoginValues[K]) => {
    const next = { ...latest.current, [name]: value };
    update(next);
    if (submitted.current) void validate(next);
  };

  const setError = (
    name: string,
    { type = 'server', message }: ErrorOption,
    { shouldFocus = false } = {},
  ) => {
    setErrors((current) => ({ ...current, [name]: { type, message } }));
    if (shouldFocus) inputs.current[name as Field]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const sent = latest.current;
    const result = await validate(sent);
    const firstInvalid = fieldOrder.find((name) => (result.errors as Errors)[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    try {
      await loginMutation.mutateAsync({ email: sent.email, password: sent.password });
      onSuccess?.();
    } catch (error) {
      applyServerFieldErrors<LoginValues>(error, setError, ['email', 'password']);
    }
  };

  const fields = {
    email: {
      name: 'email',
      value: values.email,
      onChange: (e: FormEvent<HTMLInputElement>) => change('email', e.currentTarget.value),
      ref: (el: HTMLInputElement | null) => void (inputs.current.email = el),
    },
    password: {
      name: 'password',
      value: values.password,
      onChange: (e: FormEvent<HTMLInputElement>) => change('password', e.currentTarget.value),
      ref: (el: HTMLInputElement | null) => void (inputs.current.password = el),
    },
    terms: {
      name: 'terms',
      checked: values.terms,
      onChange: (e: FormEvent<HTMLInputElement>) => change('terms', e.currentTarget.checked),
      ref: (el: HTMLInputElement | null) => void (inputs.current.terms = el),
    },
  };
  const failure = loginMutation.error;
  const deleted = isApiError(failure) && failure.code === 'ACCOUNT_DELETED';

  return (
    // POST: sent by the browser itself (the page drawn at build time, before its script runs: decision
    // 083), the password never goes into the address; public/after-paint.js holds such a submit meanwhile.
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('login.formLabel')}
    >
      {deleted ? (
        <AccountDeletedAlert
          message={failure.message}
          phones={[failure.payload.phone1, failure.payload.phone2]}
        />
      ) : (
        <ApiErrorAlert error={failure} />
      )}
      <Stack gap="md">
        <SignInFields email={fields.email} password={fields.password} errors={errors} />
        <Checkbox
          label={
            <>
              {t('login.termsBefore')}{' '}
              <Anchor component={Link} to={paths.publicTerms.path} inherit>
                {t('login.termsLink')}
              </Anchor>
            </>
          }
          error={errorText(errors.terms)}
          {...fields.terms}
        />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={paths.confirmMobile.path} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
