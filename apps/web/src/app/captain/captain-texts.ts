import type { Language } from '@courier/contracts';
import { useEffect, useState } from 'react';
import { i18n, useLanguage } from '@/lib/i18n';

/** The captain app's texts (`locales/<lang>/captain.json`), loaded only when the app opens. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/captain.json');

async function loadCaptainTexts(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'captain')) return;
  const load = files[`../../locales/${lang}/captain.json`];
  if (load) i18n.addResourceBundle(lang, 'captain', (await load()).default);
}

/** True once the captain app's texts of the current language are in (again after a switch). */
export function useCaptainTexts(): boolean {
  const lang = useLanguage();
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void loadCaptainTexts(lang).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return loaded === lang;
}
