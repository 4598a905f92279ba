import {
  notificationPushEvent,
  type NotificationPush,
  type NotificationSubjectKind,
} from '@courier/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { attemptKeys } from '@/features/attempts/api/attempt-keys';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { missionKeys } from '@/features/missions/api/mission-keys';
import { orderKeys } from '@/features/orders/api/order-keys';
import { onSocketEvent } from '@/lib/socket';

/**
 * Live invalidation: what a pushed notification about an order, a mission or a supply makes stale. The
 * cached queries under these keys refetch (those on screen at once, the others when next shown), so the
 * merchant sees lists, counts and the balance change without reloading. A feature whose data a
 * notification changes adds its query key here (this is app code: it may read every feature's keys).
 */
export const liveInvalidations: Record<NotificationSubjectKind, readonly QueryKey[]> = {
  // A move changes the order's lists, details and log, the dashboard's counts and (delivered) balance;
  // a failed attempt (→ delayed) or a move out of it opens or closes a case of the failed-attempt centre.
  order: [orderKeys.all, dashboardKeys.all, attemptKeys.lists, attemptKeys.figures()],
  // A bulk move's orders (decision 053): the same as one order's.
  orders: [orderKeys.all, dashboardKeys.all, attemptKeys.lists, attemptKeys.figures()],
  // Executing a pickup moves its orders too.
  mission: [missionKeys.all, orderKeys.all, dashboardKeys.all],
  // A supply settles orders (given → wallet) and changes the balance and supply missions.
  supply: [dashboardKeys.all, orderKeys.all, missionKeys.all],
  // Tickets and chats refresh by their own socket events (ticket:*, chat:*).
  ticket: [],
  chat: [],
  order_chat: [],
  mission_chat: [],
};

export function keysToInvalidate(push: Pick<NotificationPush, 'subject_kind'>): readonly QueryKey[] {
  return push.subject_kind ? liveInvalidations[push.subject_kind] : [];
}

/** Listens while logged in; mounted once by SessionServices. */
export function useLiveInvalidation(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(notificationPushEvent, (push: NotificationPush) => {
        for (const queryKey of keysToInvalidate(push)) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}
