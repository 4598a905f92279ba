import type { OutboxMessage } from '@courier/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema/outbox';
import type { OutgoingMessage } from './messenger';

/** The only SQL on outbox_messages. */
export function createOutboxRepository(db: Db) {
  return {
    async insert(message: OutgoingMessage): Promise<void> {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.recipient,
        body: message.body,
        code: message.code ?? null,
      });
    },

    async listNewest(limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .select({
          id: outboxMessages.id,
          channel: outboxMessages.channel,
          recipient: outboxMessages.recipient,
          body: outboxMessages.body,
          code: outboxMessages.code,
          createdAt: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
