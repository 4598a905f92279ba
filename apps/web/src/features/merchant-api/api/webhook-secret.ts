import { webhookSecretResponseSchema } from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `POST link-with-apis/webhooks/secret/reveal`: the signing secret in full. */
export async function revealWebhookSecret(): Promise<string> {
  return (
    await api.post('link-with-apis/webhooks/secret/reveal', {}, { schema: webhookSecretResponseSchema })
  ).feed.signing_secret;
}

/** `POST link-with-apis/webhooks/secret/rotate`: a new secret signs every later attempt. */
export async function rotateWebhookSecret(): Promise<string> {
  return (
    await api.post('link-with-apis/webhooks/secret/rotate', {}, { schema: webhookSecretResponseSchema })
  ).feed.signing_secret;
}

function useSecretMutation(mutationFn: () => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (secret) => {
      queryClient.setQueryData(apiPageKeys.webhookSecret(), secret);
      void queryClient.invalidateQueries({ queryKey: apiPageKeys.webhookSettings() });
    },
  });
}

export const useRevealWebhookSecret = () => useSecretMutation(revealWebhookSecret);
export const useRotateWebhookSecret = () => useSecretMutation(rotateWebhookSecret);

/** The secret revealed or made in this tab, if any (kept only in the query cache). */
export function useRevealedWebhookSecret() {
  return useQuery<string | null>({
    queryKey: apiPageKeys.webhookSecret(),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
}
