/**
 * A feature's server texts (`messages-<feature>.ts`): the Arabic half must have exactly the English keys.
 * Its own file, so a part can use it without importing the list of parts (an import cycle).
 */
export function messagePart<const E extends Record<string, string>>(en: E, ar: Record<keyof E, string>) {
  return { en, ar };
}
