import type { Language } from '@courier/contracts';
import type * as Messages from '@courier/contracts/messages';
import { use, useEffect, useSyncExternalStore } from 'react';

/** The contracts' message catalog: `translate`, `isMessageKey` and both languages' texts. */
export type MessageCatalog = typeof Messages;

let loaded: MessageCatalog | undefined;
let loading: Promise<MessageCatalog> | null = null;
const listeners = new Set<() => void>();

/**
 * The contracts' catalog of validation, error and status texts (both languages, the server's too; ~11 KB
 * gzip) is not in the first paint (docs/quality.md P1, decision 006): the router asks for it once the
 * first page has rendered, and whatever needs it earlier asks for it itself. Every screen but /login and
 * /Home waits for it (app/router.tsx); on those two, nothing shows a catalog text before the user acts or
 * an answer arrives, which waits for it too (a suspended client's notice on /Home waits for it). Feature
 * files in lazy chunks keep importing `translate` from `@courier/contracts` (the same module, loaded with
 * them); first-paint code reads it through here.
 */
export function messageCatalog(): Promise<MessageCatalog> {
  loading ??= import('@courier/contracts/messages').then(
    (catalog) => {
      loaded = catalog;
      listeners.forEach((listener) => listener());
      return catalog;
    },
    (error: unknown) => {
      // A failed download (a network blip) is tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The catalog in a component: at once when it is in, else the component suspends until it arrives, so no
 * key is ever shown in its place.
 */
export function useMessageCatalog(): MessageCatalog {
  return loaded ?? use(messageCatalog());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The catalog when it is in, else undefined (and a re-render when it arrives): for a part of a page that
 * can wait a moment without suspending the page, e.g. showing its placeholder meanwhile.
 */
export function useLoadedMessageCatalog(): MessageCatalog | undefined {
  useEffect(() => void messageCatalog().catch(() => undefined), []);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    // The page rendered at build time (prerender.tsx) shows the placeholder: hydrated as such.
    () => undefined,
  );
}

/** The catalog's text of a key in a language, once the catalog is in (outside rendering). */
export async function translateLater(
  key: string,
  lang: Language,
  params?: Record<string, string | number>,
): Promise<string> {
  return (await messageCatalog()).translate(key, lang, params);
}
