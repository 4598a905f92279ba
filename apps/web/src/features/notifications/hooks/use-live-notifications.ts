import { notificationPushEvent, type NotificationPush } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/components/ui/toast';
import { notifyDesktop } from '@/lib/desktop-notify';
import { currentLanguage } from '@/lib/i18n';
import { noteNotificationSeen, notificationsUnsureEvent, onSocketEvent } from '@/lib/socket';
import { notificationKeys } from '../api/notification-keys';
import { notificationLink } from '../utils/notification-link';

/**
 * A pushed notification (only types the main account left on are pushed): the bell and the list
 * refetch, and the user is told. The tab in view: an in-page toast. The tab hidden: a desktop notice
 * with right-to-left text for Arabic and a chime (spec §2); without the Notification API, or until the
 * permission is granted (asked on a click, never here), a toast that stays until closed. A click on the
 * desktop notice opens what it is about (the order, the mission, the chat), or the notifications list.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();

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
        const open = () => void navigate(notificationLink(push)?.to ?? paths.notifications.path);
        void notifyDesktop({ title, body, lang, tag: `notification-${push.id}`, onClick: open }, sticky).then(
          (outcome) => {
            if (outcome === 'denied') sticky();
          },
        );
      }),
    [queryClient, t, navigate],
  );

  // The socket joined without the bell's id (its fetch was slow): read the bell again, after the join.
  useEffect(
    () =>
      onSocketEvent(notificationsUnsureEvent, () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [queryClient],
  );
}
