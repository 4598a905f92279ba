import { notificationPushEvent, type NotificationPush } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { notifyDesktop } from '@/lib/desktop-notify';
import { currentLanguage } from '@/lib/i18n';
import { noteNotificationSeen, onSocketEvent } from '@/lib/socket';
import { notificationKeys } from '../api/notification-keys';

/**
 * A pushed notification (only types the main account left on are pushed): the bell and the list
 * refetch, and the user is told. The tab in view: an in-page toast. The tab hidden: a desktop notice
 * with right-to-left text for Arabic and a chime (spec §2); without the Notification API, or until the
 * permission is granted (asked on a click, never here), a toast that stays until closed.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');

  useEffect(
    () =>
      onSocketEvent(notificationPushEvent, (push: NotificationPush) => {
        noteNotificationSeen(push.id);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        const lang = currentLanguage();
        const title = t('live.newTitle', { type: t(`types.${push.type_key}`) });
        const body = push.message[lang];
        if (document.visibilityState !== 'hidden') {
          toast.info(title, body);
          return;
        }
        const sticky = () => toast.info(title, body, { sticky: true });
        void notifyDesktop({ title, body, lang, tag: `notification-${push.id}` }, sticky).then((outcome) => {
          if (outcome === 'denied') sticky();
        });
      }),
    [queryClient, t],
  );
}
