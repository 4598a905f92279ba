import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { textParam } from '@courier/contracts';

/**
 * The web app's own translations, read from its locale files, so a test finds "the login button" in
 * whatever words the product uses in each language, and fails if a text is missing.
 */
export type Lang = 'ar' | 'en';
type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();
function load(lang: Lang, ns: string): Tree {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) {
    const file = fileURLToPath(new URL(`../../apps/web/src/locales/${lang}/${ns}.json`, import.meta.url));
    cache.set(key, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  }
  return cache.get(key)!;
}

const pluralRules = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

/**
 * `t('en', 'auth:login.submit')`, with `{{name}}` placeholders filled from params. A numeric `count`
 * picks the plural form (`key_one`, `key_few`…) as i18next does.
 */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let node: string | Tree | undefined = load(lang, ns);
  const parts = path.split('.');
  if (typeof params.count === 'number') {
    parts[parts.length - 1] = `${parts.at(-1)}_${pluralRules[lang].select(params.count)}`;
    let probe: string | Tree | undefined = node;
    for (const part of parts) probe = typeof probe === 'object' ? probe[part] : undefined;
    if (typeof probe !== 'string') parts[parts.length - 1] = path.split('.').at(-1)!;
  }
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    params[name] === undefined ? '' : textParam(name, params[name]),
  );
}

/** Messages of the shared catalog (validation and API errors), as the product shows them. */
export async function catalogText(lang: Lang, key: string): Promise<string> {
  const { translate } = await import('@courier/contracts');
  return translate(key, lang);
}
