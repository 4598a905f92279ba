import { isApiError } from '@/lib/api-client';
import { captainApi } from '@/lib/captain-api';
import type { QueuedAction, SendResult } from '../offline/action-queue';

/**
 * `POST /api/captain/orders/:id/deliver|fail` with the action's own Idempotency-Key: no answer (the
 * network) keeps it queued; a refusal (409 the office moved it, 422 a wrong code, 404) is dropped and
 * shown in the server's words; a server error (5xx, 429) is tried again later like the network.
 */
export async function sendAction(action: QueuedAction): Promise<SendResult> {
  try {
    await captainApi.post(`orders/${action.orderId}/${action.kind}`, action.body, {
      headers: { 'Idempotency-Key': action.key },
    });
    return { done: true };
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429)
      return { offline: true };
    return { refused: error.message };
  }
}
