import type { Language } from '@courier/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import type { MessageCatalog } from './message-catalog';

/**
 * Text of a form error. Client-side errors carry catalog keys (translated now, so switching language
 * re-translates them); server errors already arrive as text in the caller's language. Without the catalog
 * (not in yet: lib/message-catalog.ts) a key shows nothing rather than itself.
 */
export function formErrorText(
  message: string | undefined,
  lang: Language,
  catalog: MessageCatalog | undefined,
): string | undefined {
  if (!message) return undefined;
  if (!catalog) return /^\w+(\.\w+)+$/.test(message) ? undefined : message;
  return catalog.isMessageKey(message) ? catalog.translate(message, lang) : message;
}

/**
 * Puts the server's per-field errors (`errors: {field: [msg]}`) on the matching form fields.
 * Returns true when at least one field got a message, so the caller can skip a duplicate alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = fields.find((f) => f === field);
    const first = messages[0];
    if (target && first) {
      setError(target, { type: 'server', message: first }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
