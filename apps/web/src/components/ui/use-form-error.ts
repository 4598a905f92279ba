import type { FieldError } from 'react-hook-form';
import { formErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';

/** Returns a function giving a field's error text in the page's current language. */
export function useFormError(): (error: FieldError | undefined) => string | undefined {
  const lang = useLanguage();
  return (error) => formErrorText(error?.message, lang);
}
