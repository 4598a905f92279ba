import type { SurveyResponse } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/**
 * `GET survey-custom`: the survey the client is asked to answer (null when none). Typed, not parsed: the
 * shell asks for it at start (decision 006, sixth pass).
 */
export async function getSurvey(signal?: AbortSignal) {
  return api.get<SurveyResponse>('survey-custom', { signal });
}

export function useSurvey(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['survey', lang],
    queryFn: ({ signal }) => getSurvey(signal),
    enabled,
    staleTime: Infinity,
  });
}
