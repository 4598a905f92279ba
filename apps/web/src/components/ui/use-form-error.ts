import type { FieldError } from 'react-hook-form';
import { formErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { useLoadedMessageCatalog } from '@/lib/message-catalog';

/** Returns a function giving a field's error text in the page's current language. */
export function useFormError(): (error: FieldError | undefined) => string | undefined {
  const lang = useLanguage();
  // Validation waits for the catalog (lib/lazy-resolver.ts, and every form outside the first paint
  // renders after it): a key error before it is in is a corner case, shown once it arrives.
  const catalog = useLoadedMessageCatalog();
  return (error) => formErrorText(error?.message, lang, catalog);
}
