import {
  webhookDeliveriesResponseSchema,
  webhookResendResponseSchema,
  webhookTestResponseSchema,
} from '@courier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPageKeys } from './api-page-keys';

/** `GET link-with-apis/webhooks/deliveries`: every attempt, newest first. */
export async function getWebhookDeliveries(page: number, perPage: number, signal?: AbortSignal) {
  return (
    await api.get('link-with-apis/webhooks/deliveries', {
      schema: webhookDeliveriesResponseSchema,
      query: { page, perPage },
      signal,
    })
  ).feed;
}

export function useWebhookDeliveries(page: number, perPage: number) {
  return useQuery({
    queryKey: apiPageKeys.deliveriesPage(page, perPage),
    queryFn: ({ signal }) => getWebhookDeliveries(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST link-with-apis/webhooks/test`: a ping whose first attempt is made before the answer. */
export async function sendWebhookTest() {
  return (await api.post('link-with-apis/webhooks/test', {}, { schema: webhookTestResponseSchema })).feed;
}

/** `POST link-with-apis/webhooks/{id}/resend`: the same event (same id) due again now. */
export async function resendWebhookEvent(eventId: string) {
  return (
    await api.post(
      `link-with-apis/webhooks/${encodeURIComponent(eventId)}/resend`,
      {},
      {
        schema: webhookResendResponseSchema,
      },
    )
  ).feed.event_id;
}

/** Both add to the log: it is fetched again once they answer. */
function useLogMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiPageKeys.deliveries() }),
  });
}

export const useSendWebhookTest = () => useLogMutation(sendWebhookTest);
export const useResendWebhookEvent = () => useLogMutation(resendWebhookEvent);
