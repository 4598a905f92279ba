import { webhookEventSchema, webhookEventTypes, type WebhookEventType } from '@courier/contracts';

/**
 * Checks a delivered event's body against what the merchant API's document says of its type (its
 * `webhooks` section is built from these schemas): no field missing, none undocumented.
 */
export function expectDocumentedEvent(body: { type: string; [field: string]: unknown }): void {
  if (!webhookEventTypes.includes(body.type as WebhookEventType))
    throw new Error(`undocumented event type ${body.type}`);
  const schema = webhookEventSchema(body.type as WebhookEventType);
  schema.extend({ data: schema.shape.data.strict() }).strict().parse(body);
}
