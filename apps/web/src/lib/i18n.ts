import { defaultLanguage, directionOf, isLanguage, languages, type Language } from '@courier/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadLanguageResources, namespaces } from '@/locales/resources';
import { readText, storageKeys, writeText } from './storage';

export { languages, type Language };

/** The stored choice, else Arabic (the product's default, spec §9). */
export function storedLanguage(): Language {
  const stored = readText(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** `<html lang dir>`: set before React renders so the first paint is already mirrored correctly. */
export function applyDocumentLanguage(lang: Language): void {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = directionOf(lang);
}

export const i18n = i18next.createInstance();

const initial = storedLanguage();
applyDocumentLanguage(initial);

async function ensureLoaded(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const bundle = await loadLanguageResources(lang);
  for (const ns of namespaces) i18n.addResourceBundle(lang, ns, bundle[ns], true, true);
}

/** Resolves once the stored language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    ns: [...namespaces],
    defaultNS: 'common',
    lng: initial,
    fallbackLng: false,
    supportedLngs: languages.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => ensureLoaded(initial))
  .then(() => undefined);

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * The one way to switch language: loads its texts, then switches i18next, `<html lang dir>` and the
 * stored choice. Mantine's DirectionProvider and dayjs follow i18next's languageChanged event
 * (app/provider.tsx, lib/dates.ts).
 */
export async function setLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  writeText(storageKeys.language, lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** The other language: what the language switch offers. */
export function otherLanguage(lang: Language): (typeof languages)[number] {
  return languages.find((l) => l.code !== lang) ?? languages[0];
}

/** The current language as state: components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const lang = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lang) ? lang : defaultLanguage;
}
