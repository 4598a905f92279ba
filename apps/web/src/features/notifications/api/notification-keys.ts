import type { Language } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';

export interface NotificationListParams {
  page: number;
  perPage: number;
  /** A type code; undefined: every type. */
  type?: number | undefined;
}

/**
 * Query keys of notifications. Texts come in the caller's language, so list keys end with it. A pushed
 * notification, "mark all read" and a switch invalidate `notificationKeys.all`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: NotificationListParams, lang: Language) =>
    [...notificationKeys.all, 'list', params, lang] as const,
  settings: (lang: Language) => [...notificationKeys.all, 'settings', lang] as const,
};

export function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
