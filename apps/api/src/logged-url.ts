/**
 * What a log line may say of a URL (decision 037): its path and the names of its query parameters, never
 * their values (`/api/ops/orders?phone=01…` carries a receiver's phone), except paging's numbers, which
 * tell a slow deep page from a fast first one. A path with a secret in it (`/api/hooks/stores/:token`)
 * is written as its route.
 */

const keptValues = new Set(['page', 'perPage', 'per_page']);
const plainName = /^[A-Za-z_][\w.[\]-]{0,39}$/;
const hidden = '…';

/** One `name=value` of a query: an odd name (digits, a long run: a value in disguise) is hidden too. */
function maskedPair(name: string, value: string | undefined): string {
  const shown = plainName.test(name) ? name : hidden;
  if (value === undefined) return shown;
  return keptValues.has(shown) && /^\d{1,7}$/.test(value) ? `${shown}=${value}` : `${shown}=${hidden}`;
}

/** A request's URL as logged; `route` is the matched route's pattern, if any. */
export function loggedUrl(url: string, route?: string): string {
  const q = url.indexOf('?');
  const path = route?.includes(':token') ? route : q < 0 ? url : url.slice(0, q);
  if (q < 0) return path;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? maskedPair(part, undefined) : maskedPair(part.slice(0, eq), part.slice(eq + 1));
    });
  return `${path}?${pairs.join('&')}`;
}

/** Query values inside free text: an error's message or stack, a framework's warning naming a URL. */
export function withoutQueryValues(text: string): string {
  return text.replace(/([?&])([^\s=&?#"'<>]+)=([^\s&#"'<>]*)/g, (_match, separator: string, name, value) =>
    separator.concat(maskedPair(name as string, value as string)),
  );
}
