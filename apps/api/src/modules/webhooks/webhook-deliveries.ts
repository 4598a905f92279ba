import { attemptOutcome, type WebhookDelivery } from '@courier/contracts';
import { isoTime } from '../../lib/iso-time';
import type { WebhooksRepository } from './webhooks.repository';

/** One attempt of the delivery log as the API answers it (decision 030). */
export function deliveryOut(
  row: Awaited<ReturnType<WebhooksRepository['deliveries']>>['rows'][number],
): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    event_status: attemptOutcome(row.statusCode, row.error, row.eventStatus),
    attempted_at: isoTime(row.attemptedAt)!,
    url: row.url,
    status_code: row.statusCode,
    latency_ms: row.latencyMs,
    response_excerpt: row.responseExcerpt,
    error: row.error,
  };
}
