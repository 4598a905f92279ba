import { catalog } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorText } from './form-errors';
import { messageCatalog, translateLater } from './message-catalog';

describe('the contracts catalog off the first paint', () => {
  it('arrives on demand, with both languages (the server keeps both too)', async () => {
    const loaded = await messageCatalog();
    expect(loaded.catalog.ar['validation.required']).toBe(catalog.ar['validation.required']);
    expect(await translateLater('validation.required', 'en')).toBe('This field is required');
    expect(await translateLater('validation.required', 'ar')).toBe(catalog.ar['validation.required']);
  });

  it('a form error never shows a key: nothing until the catalog is in, then its text', async () => {
    expect(formErrorText('validation.required', 'en', undefined)).toBeUndefined();
    // A server error arrives as text in the user's language: shown as it is.
    expect(formErrorText('البريد الإلكتروني مستخدم', 'ar', undefined)).toBe('البريد الإلكتروني مستخدم');
    const loaded = await messageCatalog();
    expect(formErrorText('validation.required', 'en', loaded)).toBe('This field is required');
    expect(formErrorText('The email is taken.', 'en', loaded)).toBe('The email is taken.');
  });
});
