import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOpsSocketEvent } from '@/lib/ops-socket';
import { opsTicketKeys } from './ops-ticket-keys';

const events = ['ticket:changed', 'ticket:reply', 'ticket:seen'] as const;

/** Live: every `ticket:*` push to the `staff` room refreshes the queue and the open ticket. */
export function useOpsTicketEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: opsTicketKeys.all });
    const offs = events.map((event) => onOpsSocketEvent(event, refresh));
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}
