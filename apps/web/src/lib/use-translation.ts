/**
 * The React surface of the app's own translator (lib/translator.ts, decision 006), imported by its own
 * name (decision 040): `useTranslation(ns, { keyPrefix })` returning `{ t, i18n, ready }`. There is one
 * translator, so no provider.
 */
import { useMemo, useSyncExternalStore } from 'react';
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
  const rev = useSyncExternalStore(subscribe, revision, revision);
  const key = typeof ns === 'string' || ns === undefined ? (ns ?? '') : ns.join('|');
  const { keyPrefix } = options;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ns`, which callers often pass as a new array literal; `rev` renews `t` after a switch or new texts.
  const t = useMemo(() => i18n.getFixedT(ns, keyPrefix), [key, keyPrefix, rev]);
  return { t, i18n, ready: true };
}
