import { receiverSettingsResponseSchema, type ReceiverSettingsBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receiverKeys } from './receiver-keys';

/** `POST receiver/settings` (main account): one switch or the language; answers the settings. */
export function saveReceiverSettings(body: ReceiverSettingsBody) {
  return api.post('receiver/settings', body, { schema: receiverSettingsResponseSchema });
}

export function useSaveReceiverSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReceiverSettings,
    onSuccess: (res) => queryClient.setQueryData(receiverKeys.settings(), res.feed),
  });
}
