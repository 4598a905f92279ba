import { captainCashEvent } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOpsSocketEvent } from '@/lib/ops-socket';
import { captainKeys } from './captain-keys';

/**
 * A captain declared a hand-in from his app, or a colleague confirmed one (decision 066): the `captains`
 * desk's room hears it and the cash screen reads its lists again.
 */
export function useCaptainCashLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOpsSocketEvent(
        captainCashEvent,
        () => void queryClient.invalidateQueries({ queryKey: captainKeys.all }),
      ),
    [queryClient],
  );
}
