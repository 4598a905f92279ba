import { internationalSearchResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** `GET order/international-search?code` → the `Tracking` list (the screen shows the first). */
export async function searchInternational(code: string, signal?: AbortSignal) {
  const { Tracking } = await api.get('order/international-search', {
    query: { code },
    schema: internationalSearchResponseSchema,
    signal,
  });
  return Tracking;
}

/** Runs once a code is submitted; the same code is not asked twice in a row. */
export function useInternationalSearch(code: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['tracking', code, lang],
    queryFn: ({ signal }) => searchInternational(code!, signal),
    enabled: code !== null,
    retry: false,
  });
}
