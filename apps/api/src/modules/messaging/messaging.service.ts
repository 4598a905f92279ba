import type { OutboxMessage } from '@courier/contracts';
import type { OutgoingMessage } from './messenger';
import type { OutboxRepository } from './outbox.repository';

export type { Messenger, OutgoingMessage } from './messenger';

/** What the default provider kept, for testers (the dev outbox page). */
export function createMessagingService({ outbox }: { outbox: OutboxRepository }) {
  return {
    latestOutbox: (): Promise<OutboxMessage[]> => outbox.listNewest(50),
    /** Keeps a copy of a message sent elsewhere (receiver messages outside production, decision 062). */
    keep: (message: OutgoingMessage): Promise<void> => outbox.insert(message),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
