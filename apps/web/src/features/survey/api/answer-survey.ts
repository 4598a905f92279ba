import type { SurveyBodyInput, SurveySubmitResponse } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** `POST survey-custom` → success, error_msg, available_surveys (stored in the session). */
export function answerSurvey(body: SurveyBodyInput) {
  return api.post<SurveySubmitResponse>('survey-custom', body);
}

export function useAnswerSurvey() {
  return useMutation({
    mutationFn: answerSurvey,
    onSuccess: (answer) => sessionStore.update({ availableSurveys: answer.available_surveys }),
  });
}
