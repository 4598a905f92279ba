import { faqResponseSchema, type Faq, type Language } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export const faqKeys = {
  all: ['faq'] as const,
  list: (name: string, lang: Language) => [...faqKeys.all, name, lang] as const,
};

/** `POST faq {name}`: the questions and answers of one category (`/faq/{name}`), or all of them. */
export async function getFaq(name: string, signal?: AbortSignal): Promise<Faq[]> {
  const body = name === 'all' ? {} : { name };
  return (await api.post('faq', body, { schema: faqResponseSchema, signal })).feed;
}

export function useFaq(name: string) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: faqKeys.list(name, lang),
      queryFn: ({ signal }) => getFaq(name, signal),
      staleTime: 10 * 60_000,
    }),
  );
}
