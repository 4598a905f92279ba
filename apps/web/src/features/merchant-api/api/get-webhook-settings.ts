import { webhookSettingsResponseSchema, type WebhookSettings } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `GET link-with-apis/webhooks`: the URL, the token masked and the signing secret masked. */
export async function getWebhookSettings(signal?: AbortSignal): Promise<WebhookSettings> {
  return (await api.get('link-with-apis/webhooks', { schema: webhookSettingsResponseSchema, signal })).feed;
}

export function useWebhookSettings() {
  return useQuery({
    queryKey: apiPageKeys.webhookSettings(),
    queryFn: ({ signal }) => getWebhookSettings(signal),
  });
}
