import { webhookSettingsResponseSchema, type WebhookEventTypesBody } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `POST link-with-apis/webhooks/event-types`: the types the address receives (null: all; decision 073). */
export async function saveWebhookEventTypes(body: WebhookEventTypesBody) {
  return (
    await api.post('link-with-apis/webhooks/event-types', body, { schema: webhookSettingsResponseSchema })
  ).feed;
}

export function useSaveWebhookEventTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhookEventTypes,
    onSuccess: (settings) => queryClient.setQueryData(apiPageKeys.webhookSettings(), settings),
  });
}
