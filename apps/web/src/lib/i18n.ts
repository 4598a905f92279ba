import { defaultLanguage, directionOf, isLanguage, languages, type Language } from '@courier/contracts';
import { useSyncExternalStore } from 'react';
import { loadLanguageResources } from '@/locales/resources';
import { readText, storageKeys, writeText } from './storage';
import { Translator } from './translator';

export { languages, type Language };

/** The stored choice, else Arabic (the product's default, spec §9). */
export function storedLanguage(): Language {
  const stored = readText(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** The cookie that tells the server the stored language: it sends /login's Arabic markup to no one else. */
export const languageCookie = 'courier-language';

/**
 * `<html lang dir>`: set before React renders so the first paint is already mirrored correctly; and the
 * language cookie, so the server prerenders a page only for a visitor in the default language
 * (apps/api/src/http/app-shell.ts, decision 083). Not a session: nothing else reads it.
 */
export function applyDocumentLanguage(lang: Language): void {
  // The build's prerender (prerender.tsx) runs in Node, where there is no document.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = lang;
  root.dir = directionOf(lang);
  document.cookie = `${languageCookie}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

const initial = storedLanguage();
applyDocumentLanguage(initial);

/** The one translator (lib/translator.ts); components read it through lib/use-translation.ts. */
export const i18n = new Translator(initial, 'common');

type Part = 'firstPaint' | 'others';
const loading = new Map<string, Promise<void>>();

function loadPart(lang: Language, part: Part): Promise<void> {
  const id = `${lang}:${part}`;
  let done = loading.get(id);
  if (!done) {
    done = loadLanguageResources(lang, part).then((bundle) => {
      for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, texts);
    });
    // A failed load (a network blip) is tried again by the next caller.
    done.catch(() => loading.delete(id));
    loading.set(id, done);
  }
  return done;
}

async function ensureLoaded(lang: Language): Promise<void> {
  await Promise.all([loadPart(lang, 'firstPaint'), loadPart(lang, 'others')]);
}

/** Resolves once the first paint's texts of the stored language are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadPart(initial, 'firstPaint');

/**
 * Every text of the current language: asked for at once, so it arrives right after the first paint;
 * the router waits for it before any screen but /login and /Home (app/router.tsx).
 */
export function textsReady(): Promise<void> {
  return ensureLoaded(currentLanguage());
}
void textsReady().catch(() => undefined);

export function currentLanguage(): Language {
  const lang = i18n.language;
  return isLanguage(lang) ? lang : defaultLanguage;
}

let switches = 0;

/**
 * The one way to switch language: loads its texts, then switches the translator, `<html lang dir>` and the
 * stored choice. Mantine's DirectionProvider and dayjs follow the translator's languageChanged event
 * (app/provider.tsx, lib/dates.ts). The last call wins: a switch whose texts arrive after a later switch
 * (English still loading when the user, or a test's cleanup, went back to Arabic) is dropped.
 */
export async function setLanguage(lang: Language): Promise<void> {
  const call = ++switches;
  await ensureLoaded(lang);
  if (call !== switches) return;
  writeText(storageKeys.language, lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

/** The other language: what the language switch offers. */
export function otherLanguage(lang: Language): (typeof languages)[number] {
  return languages.find((l) => l.code !== lang) ?? languages[0];
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language as state: components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
