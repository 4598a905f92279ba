import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sendAction } from '../api/send-action';
import { runQueryKey } from '../api/run';
import { createActionQueue, type QueuedAction, type SendResult } from './action-queue';
import { indexedDbQueueStore } from './indexeddb-store';

/** Told after each action the server took (the run is read again). */
let onSent: () => void = () => undefined;

/** The one queue of this phone, in IndexedDB. */
export const actionQueue = createActionQueue(indexedDbQueueStore, async (action: QueuedAction) => {
  const result: SendResult = await sendAction(action);
  if (!('offline' in result)) onSent();
  return result;
});

/** The queue's state (waiting count, refusals), sending again whenever the network returns. */
export function useActionQueue() {
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(actionQueue.subscribe, actionQueue.get);
  useEffect(() => {
    onSent = () => void queryClient.invalidateQueries({ queryKey: runQueryKey });
    const flush = () => void actionQueue.flush();
    flush();
    window.addEventListener('online', flush);
    // A flush now and then: `online` is not always fired when a weak signal comes back.
    const timer = window.setInterval(flush, 15_000);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [queryClient]);
  return state;
}

/** A new action: an Idempotency-Key of its own and the moment the captain acted. */
export const newAction = (
  kind: QueuedAction['kind'],
  orderId: number,
  orderCode: string,
  body: unknown,
  file?: QueuedAction['file'],
): QueuedAction => ({
  key: crypto.randomUUID(),
  at: Date.now(),
  kind,
  orderId,
  orderCode,
  body,
  file,
});
