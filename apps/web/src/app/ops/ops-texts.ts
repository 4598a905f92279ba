import type { Language } from '@courier/contracts';
import { useEffect, useState } from 'react';
import { i18n, useLanguage } from '@/lib/i18n';

/**
 * The console's texts: every `locales/<lang>/ops*.json` file is a namespace of its own (ops, ops-orders,
 * …), loaded only when the console opens, so client pages never carry them. A desk adds its file; nothing
 * to register.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/ops*.json');

function filesOf(lang: Language) {
  return Object.entries(files).flatMap(([path, load]) => {
    const match = /locales\/(\w+)\/(ops[\w-]*)\.json$/.exec(path);
    return match && match[1] === lang ? [{ ns: match[2]!, load }] : [];
  });
}

async function loadOpsTexts(lang: Language): Promise<void> {
  await Promise.all(
    filesOf(lang).map(async ({ ns, load }) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      i18n.addResourceBundle(lang, ns, (await load()).default);
    }),
  );
}

/** True once the console's texts of the current language are in (again after a language switch). */
export function useOpsTexts(): boolean {
  const lang = useLanguage();
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void loadOpsTexts(lang).then(() => {
      if (live) setLoaded(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return loaded === lang;
}
