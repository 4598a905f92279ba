import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, setLanguage } from './i18n';

describe('language switch', () => {
  afterEach(async () => {
    await setLanguage('ar');
  });

  it('starts in Arabic, right to left', () => {
    expect(currentLanguage()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('sets <html lang dir>, i18next and the stored choice', async () => {
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:toast.failure')).toBe('Failure');
    expect(window.localStorage.getItem('courier.language')).toBe('en');

    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('common:toast.failure')).toBe('فشل');
    expect(window.localStorage.getItem('courier.language')).toBe('ar');
  });
});
