import { attemptSettingsResponseSchema, type AttemptSettings } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './attempt-keys';

/** `POST attempts/settings` (main account): the default decision and the deadline in hours. */
export function saveAttemptSettings(body: AttemptSettings) {
  return api.post('attempts/settings', body, { schema: attemptSettingsResponseSchema });
}

export function useSaveAttemptSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttemptSettings,
    onSuccess: (res) => queryClient.setQueryData(attemptKeys.settings(), res.feed),
  });
}
