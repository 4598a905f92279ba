import { notificationSettingsResponseSchema, type NotificationSettingsResponse } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { notificationKeys } from './notification-keys';

/** `GET notification/settings`: one switch per type (1 on, 0 off). */
export async function getNotificationSettings(signal?: AbortSignal) {
  const res = await api.get<NotificationSettingsResponse>('notification/settings', {
    schema: notificationSettingsResponseSchema,
    signal,
  });
  return res.feed;
}

export function useNotificationSettings() {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.settings(lang),
      queryFn: ({ signal }) => getNotificationSettings(signal),
    }),
  );
}
