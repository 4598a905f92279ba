import type { z } from 'zod';
import type { Language } from './i18n';
import { translate } from './messages';

/** Turns zod issues (whose messages are catalog keys) into the envelope's `errors` map, in one language. */
export function fieldErrors(error: z.ZodError, lang: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const text =
      issue.code === 'unrecognized_keys'
        ? translate('validation.unknownField', lang)
        : translate(issue.message, lang);
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}
