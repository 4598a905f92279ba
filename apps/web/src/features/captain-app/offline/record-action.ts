import { isApiError } from '@/lib/api-client';
import { postAction } from '../api/send-action';
import type { QueuedAction } from './action-queue';
import { actionQueue } from './use-action-queue';

/**
 * Records a deliver or fail: straight to the server when the phone is online and nothing waits before it
 * (a refusal, such as a wrong code, is thrown to the dialog, which shows it); otherwise, or when the
 * network drops on the way, kept in the queue with its key and sent later in order. 'queued' says which.
 */
export async function recordAction(action: QueuedAction): Promise<'done' | 'queued'> {
  if (navigator.onLine && actionQueue.get().pending.length === 0) {
    try {
      await postAction(action);
      return 'done';
    } catch (error) {
      if (isApiError(error) && error.status !== 0 && error.status < 500) throw error;
    }
  }
  await actionQueue.enqueue(action);
  return 'queued';
}
