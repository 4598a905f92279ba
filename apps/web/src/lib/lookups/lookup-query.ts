import type { Language, NamedItem } from '@courier/contracts';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';

/** A list that does not change while the app runs (governorates, reasons): fetched once per language. */
export function useFixedLookup(
  key: (lang: Language) => QueryKey,
  fetch: (signal?: AbortSignal) => Promise<NamedItem[]>,
  enabled: boolean,
) {
  const lang = useLanguage();
  return useQuery({
    queryKey: key(lang),
    queryFn: ({ signal }) => fetch(signal),
    staleTime: Infinity,
    enabled,
  });
}

/** A lookup searched as the user types: the last answer stays in view while the next one loads. */
export function useSearchLookup(
  key: (search: string, lang: Language) => QueryKey,
  fetch: (search: string, signal?: AbortSignal) => Promise<NamedItem[]>,
  search: string,
  enabled: boolean,
) {
  const lang = useLanguage();
  return useQuery({
    queryKey: key(search, lang),
    queryFn: ({ signal }) => fetch(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}
