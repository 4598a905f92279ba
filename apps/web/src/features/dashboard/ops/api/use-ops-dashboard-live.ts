import { opsDeskChangedEvent } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOpsSocketEvent } from '@/lib/ops-socket';
import { opsDashboardKeys } from './ops-dashboard-keys';

/** What a desk's room hears when its figures change: orders, missions, supplies (ops:changed), tickets, chats. */
export const opsDashboardEvents = [
  opsDeskChangedEvent,
  'ticket:changed',
  'ticket:reply',
  'chat:message',
  'chat:read',
  'chat:assigned',
] as const;

/** A bulk move of 100 orders pushes 100 events: one refetch per this many ms at most. */
export const opsDashboardRefreshGapMs = 1_000;

/**
 * Live, like the merchant's dashboard (app/shell/live-invalidation.ts): an event of a desk the role
 * reads (the server sends only those, decision 036) refetches the figures, at the start of a burst and
 * once more at its end, so a bulk move costs two fetches, not one per order.
 */
export function useOpsDashboardLive(gapMs = opsDashboardRefreshGapMs) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: opsDashboardKeys.all });
    const onEvent = () => {
      if (timer) {
        pending = true;
        return;
      }
      refresh();
      const settle = () => {
        if (pending) {
          pending = false;
          refresh();
          timer = setTimeout(settle, gapMs);
        } else timer = null;
      };
      timer = setTimeout(settle, gapMs);
    };
    const offs = opsDashboardEvents.map((event) => onOpsSocketEvent(event, onEvent));
    return () => {
      offs.forEach((off) => off());
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, gapMs]);
}
