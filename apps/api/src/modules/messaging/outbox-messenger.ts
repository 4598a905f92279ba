import type { Messenger } from './messenger';
import type { OutboxRepository } from './outbox.repository';

/** The default provider: keeps each message in outbox_messages instead of sending it. */
export function createOutboxMessenger({ outbox }: { outbox: OutboxRepository }): Messenger {
  return { send: (message) => outbox.insert(message) };
}
