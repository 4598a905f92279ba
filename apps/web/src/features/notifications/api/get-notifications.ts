import type { NotificationFetchResponse } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { notificationKeys, type NotificationListParams } from './notification-keys';

/**
 * `POST notification/fetch?page&perPage&type`: a page of notifications, the unread count and the newest id.
 * Typed, not parsed: the server serialises it through `notificationFetchResponseSchema` (decision 006).
 */
export function getNotifications(params: NotificationListParams, signal?: AbortSignal) {
  return api.post<NotificationFetchResponse>('notification/fetch', undefined, {
    query: { page: params.page, perPage: params.perPage, type: params.type },
    signal,
  });
}

export function useNotifications(params: NotificationListParams) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.list(params, lang),
      queryFn: ({ signal }) => getNotifications(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
