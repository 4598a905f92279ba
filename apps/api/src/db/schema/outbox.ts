import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamps } from './columns';

/** What the default message provider "sent" (SMS, email); read at /api/dev/outbox outside production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').$type<'sms' | 'email' | 'whatsapp'>().notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    ...timestamps(),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    check('outbox_messages_channel', sql`${t.channel} in ('sms', 'email', 'whatsapp')`),
  ],
);
