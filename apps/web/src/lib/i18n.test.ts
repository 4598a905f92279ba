import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n, setLanguage } from './i18n';

describe('language switch', () => {
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

describe('two switches in a row', () => {
  it('keeps the last one, even when the first one’s texts arrive after it', async () => {
    // A fresh copy of the module: English is not loaded yet, so its switch waits for its texts while the
    // switch back to Arabic (loaded) completes first. This is how a timed-out test's pending switch used to
    // land after the cleanup had put Arabic back.
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.textsReady();
    const toEnglish = fresh.setLanguage('en');
    await fresh.setLanguage('ar');
    await toEnglish;
    expect(fresh.currentLanguage()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('courier.language')).toBe('ar');
  });
});
