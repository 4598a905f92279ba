import type { FieldValues, Resolver } from 'react-hook-form';
import { messageCatalog } from './message-catalog';

/**
 * A react-hook-form resolver whose schema code (zod + the contracts schema) is fetched on demand.
 * The login page uses it so that its first paint does not wait for ~25 KB of validation code
 * (docs/quality.md P1); `preload()` starts the download right after the form renders.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): { resolver: Resolver<TValues, unknown, TOutput>; preload: () => void } {
  let pending: Promise<Resolver<TValues, unknown, TOutput>> | null = null;
  const get = () =>
    // The errors it finds are catalog keys: the catalog comes first, so they never show as keys.
    (pending ??= Promise.all([load(), messageCatalog()])
      .then(([resolver]) => resolver)
      .catch((error: unknown) => {
        // A failed download (offline) is retried on the next validation.
        pending = null;
        throw error;
      }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
