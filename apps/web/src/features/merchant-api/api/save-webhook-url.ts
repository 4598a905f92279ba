import { okSchema, webhookSettingsResponseSchema, type UpdateApiBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** spec §7 `POST update-api {api_url, api_token}`: refused URLs come back as field errors on api_url. */
export async function saveWebhookUrl(body: UpdateApiBody) {
  return (await api.post('update-api', body, { schema: webhookSettingsResponseSchema })).feed;
}

/** spec §7 `POST delete-client-api`: no more events are sent; the signing secret stays. */
export async function deleteWebhookUrl() {
  await api.post('delete-client-api', {}, { schema: okSchema });
}

export function useSaveWebhookUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhookUrl,
    onSuccess: (settings) => queryClient.setQueryData(apiPageKeys.webhookSettings(), settings),
  });
}

export function useDeleteWebhookUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookUrl,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiPageKeys.webhookSettings() }),
  });
}
