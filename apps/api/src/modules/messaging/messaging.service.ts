import type { OutboxMessage } from '@courier/contracts';
import type { OutboxRepository } from './outbox.repository';

export type { Messenger, OutgoingMessage } from './messenger';

/** What the default provider kept, for testers (the dev outbox page). */
export function createMessagingService({ outbox }: { outbox: OutboxRepository }) {
  return {
    latestOutbox: (): Promise<OutboxMessage[]> => outbox.listNewest(50),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
