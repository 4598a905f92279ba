import { captainActionDataField, captainActionFileField } from '@courier/contracts';
import { isApiError } from '@/lib/api-client';
import { captainApi } from '@/lib/captain-api';
import type { QueuedAction, SendResult } from '../offline/action-queue';

/**
 * `POST /api/captain/orders/:id/deliver|fail` with the action's own Idempotency-Key: JSON, or with an
 * image multipart (the same JSON in `data`, the image in `file`; decision 065). Throws what the client does.
 */
export function postAction(action: QueuedAction): Promise<unknown> {
  const body = action.body as Record<string, unknown>;
  if (action.file) {
    const form = new FormData();
    form.append(captainActionDataField, JSON.stringify(action.body));
    form.append(captainActionFileField, action.file.blob, action.file.name);
    return captainApi.upload(`orders/${action.orderId}/${action.kind}`, form, {
      headers: { 'Idempotency-Key': action.key },
    });
  }
  return captainApi.post(`orders/${action.orderId}/${action.kind}`, body, {
    headers: { 'Idempotency-Key': action.key },
  });
}

/**
 * A queued action sent: no answer (the network) keeps it queued; a refusal (409 the office moved it,
 * 422 a wrong code, 404) is dropped and shown in the server's words; a server error (5xx, 429) is tried
 * again later like the network.
 */
export async function sendAction(action: QueuedAction): Promise<SendResult> {
  try {
    await postAction(action);
    return { done: true };
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429)
      return { offline: true };
    return { refused: error.message };
  }
}
