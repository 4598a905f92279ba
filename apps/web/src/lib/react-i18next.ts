/**
 * What the app imports as `react-i18next`: vite.config.ts and tsconfig.json resolve that name here, so
 * feature files keep `import { useTranslation } from 'react-i18next'` while the translator is the app's
 * own (lib/translator.ts, decision 006). Only the surface the app uses: `useTranslation(ns, { keyPrefix })`
 * returning `{ t, i18n, ready }`, and a provider kept for the call sites (there is one translator).
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

export type { TFunction };

export interface UseTranslationResponse {
  t: TFunction;
  i18n: Translator;
  ready: true;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('added', onChange);
  };
}

const revision = () => i18n.revision;

/**
 * A `t` for these namespaces (the first is the default); a new one after each language switch and
 * when texts arrive (a lazy part shown before the texts loaded after the first paint re-renders).
 */
export function useTranslation(
  ns?: string | readonly string[],
  options: { keyPrefix?: string } = {},
): UseTranslationResponse {
  const rev = useSyncExternalStore(subscribe, revision);
  const key = typeof ns === 'string' || ns === undefined ? (ns ?? '') : ns.join('|');
  const { keyPrefix } = options;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ns`, which callers often pass as a new array literal; `rev` renews `t` after a switch or new texts.
  const t = useMemo(() => i18n.getFixedT(ns, keyPrefix), [key, keyPrefix, rev]);
  return { t, i18n, ready: true };
}

export function I18nextProvider({ children }: { i18n: Translator; children: ReactNode }): ReactNode {
  return children;
}
