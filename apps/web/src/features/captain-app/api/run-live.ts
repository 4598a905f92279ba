import { captainCashEvent, captainRunChangedEvent } from '@courier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { captainSessionStore } from '@/lib/captain-session';
import { cashQueryKey } from './own-cash';
import { pickupsQueryKey } from './pickups';
import { runQueryKey } from './run';

/**
 * The captain's socket (decision 061): in his own room, told when the office gives him an order or takes
 * one away (the run is read again), and cut when his session ends. socket.io-client loads on demand.
 */
export function useRunLive(token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    let close = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (!live) return;
      const socket = io({
        path: '/socket.io',
        auth: { token, captain: true },
        transports: ['websocket', 'polling'],
      });
      // An order or a pickup joined or left his run; his cash changed (a hand-in confirmed): read again.
      const reread = () => {
        void queryClient.invalidateQueries({ queryKey: runQueryKey });
        void queryClient.invalidateQueries({ queryKey: pickupsQueryKey });
      };
      socket.on(captainRunChangedEvent, reread);
      socket.on(captainCashEvent, () => void queryClient.invalidateQueries({ queryKey: cashQueryKey }));
      socket.on('session:revoked', () => captainSessionStore.clear());
      // Back from a lift or a tunnel: what changed meanwhile is read again.
      socket.on('connect', () => {
        reread();
        void queryClient.invalidateQueries({ queryKey: cashQueryKey });
      });
      close = () => {
        socket.removeAllListeners();
        socket.disconnect();
      };
    });
    return () => {
      live = false;
      close();
    };
  }, [token, queryClient]);
}
