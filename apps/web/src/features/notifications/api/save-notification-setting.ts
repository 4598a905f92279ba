import {
  notificationSettingsResponseSchema,
  type NotificationSaveSettingsBody,
  type NotificationSettingsResponse,
} from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateNotifications } from './notification-keys';

/** `POST notification/save-settings {type, status}` (main account only). */
export function saveNotificationSetting(body: NotificationSaveSettingsBody) {
  return api.post<NotificationSettingsResponse>('notification/save-settings', body, {
    schema: notificationSettingsResponseSchema,
  });
}

export function useSaveNotificationSetting() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: saveNotificationSetting, onSettled: invalidate });
}
