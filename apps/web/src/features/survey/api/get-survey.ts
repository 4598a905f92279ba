import { surveyResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** `GET survey-custom`: the survey the client is asked to answer (null when none). */
export async function getSurvey(signal?: AbortSignal) {
  return api.get('survey-custom', { schema: surveyResponseSchema, signal });
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
