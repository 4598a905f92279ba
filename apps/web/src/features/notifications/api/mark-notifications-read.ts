import type { NotificationReadAllResponse } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateNotifications } from './notification-keys';

/**
 * `POST notification/read-all {max_notification_id}`: read up to the newest the user has seen. Typed, not
 * parsed, as the bell's other calls (decision 006, sixth pass).
 */
export function markNotificationsRead(maxId: number | null) {
  return api.post<NotificationReadAllResponse>('notification/read-all', {
    max_notification_id: maxId ?? undefined,
  });
}

export function useMarkNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: markNotificationsRead, onSettled: invalidate });
}
