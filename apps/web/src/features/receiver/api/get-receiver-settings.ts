import { receiverSettingsResponseSchema, type ReceiverSettings } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receiverKeys } from './receiver-keys';

/** `GET receiver/settings`: which messages the merchant's receivers get, and in which language. */
export async function getReceiverSettings(signal?: AbortSignal): Promise<ReceiverSettings> {
  const res = await api.get('receiver/settings', { schema: receiverSettingsResponseSchema, signal });
  return res.feed;
}

export function useReceiverSettings() {
  return useQuery(
    queryOptions({ queryKey: receiverKeys.settings(), queryFn: ({ signal }) => getReceiverSettings(signal) }),
  );
}
