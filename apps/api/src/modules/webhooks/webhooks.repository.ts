import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { businessDayStart } from '../../db/sql/time';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhookEvents, webhookSettings } from '../../db/schema/webhooks';

export type WebhookSettingsRow = typeof webhookSettings.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryInsert = Omit<typeof webhookDeliveries.$inferInsert, 'id'>;
export type NewWebhookEvent = Pick<
  typeof webhookEvents.$inferInsert,
  'eventId' | 'clientId' | 'type' | 'payload' | 'nextAttemptAt' | 'giveUpAt'
>;

/** The client has an endpoint that receives `type` (its chosen types, or all of them: decision 073). */
const subscribed = (clientId: number, type: SQL) => sql`exists (select 1 from ${webhookSettings}
      where ${webhookSettings.clientId} = ${clientId} and ${webhookSettings.apiUrl} is not null
        and (${webhookSettings.eventTypes} is null or ${type} = any(${webhookSettings.eventTypes})))`;

/** What the events API filters on (decision 073). */
export interface EventFilter {
  type?: string | undefined;
  orderCode?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  beforeId: number | null;
  /** A test key's caller sees its test orders' events, a live key the others (decision 074). */
  livemode: boolean;
}

/** An event of the client's own (not a store write-back job, decision 075) of one mode (decision 074). */
const ownEvents = (clientId: number, livemode: boolean) =>
  and(
    eq(webhookEvents.clientId, clientId),
    isNull(webhookEvents.connectionId),
    sql`coalesce((${webhookEvents.payload} ->> 'livemode')::boolean, true) = ${livemode}`,
  );

/**
 * The statement that writes `event` only if its client has an api_url when it runs: the subscription is
 * read by the insert itself, one statement instead of a read and an insert (decision 030). A status change
 * runs it as part of its own write (`db/status-events.ts`), other events through `insertEventIfSubscribed`.
 */
function eventIfSubscribed(event: NewWebhookEvent, payload?: SQL): SQL {
  const c = webhookEvents;
  const columns = [c.eventId, c.clientId, c.type, c.payload, c.nextAttemptAt, c.giveUpAt];
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  // Typed casts: a parameter in a SELECT list has no column to take its type from.
  return sql`insert into ${webhookEvents} (${names})
    select ${sql.param(event.eventId, c.eventId)}::text, ${sql.param(event.clientId, c.clientId)}::int,
      ${sql.param(event.type, c.type)}::text, ${payload ?? sql`${sql.param(event.payload, c.payload)}::jsonb`},
      ${sql.param(event.nextAttemptAt, c.nextAttemptAt)}::timestamptz,
      ${sql.param(event.giveUpAt, c.giveUpAt)}::timestamptz
    where ${subscribed(event.clientId, sql`${event.type}::text`)}`;
}

/** The supplies module's next supply day of a client as SQL (decision 053), given by app.ts. */
export type NextSupplyDaySql = (clientId: number, today: SQL) => SQL;

/** The orders module's `{proof, last_attempts}` of an order as SQL (decision 065), given by app.ts. */
export type OrderAttemptsSql = (clientId: number, code: string) => SQL;

/** The only SQL on webhook_settings, webhook_events and webhook_deliveries (decision 030). */
export function createWebhooksRepository(
  db: Db,
  nextSupplyDay?: NextSupplyDaySql,
  orderAttempts?: OrderAttemptsSql,
) {
  return {
    async settingsOf(clientId: number, tx: Db = db): Promise<WebhookSettingsRow | undefined> {
      const [row] = await tx.select().from(webhookSettings).where(eq(webhookSettings.clientId, clientId));
      return row;
    },

    /** The client's row, made with this (sealed) secret unless it exists: the first writer wins. */
    async ensureSettings(clientId: number, sealedSecret: string): Promise<WebhookSettingsRow> {
      await db
        .insert(webhookSettings)
        .values({ clientId, signingSecret: sealedSecret })
        .onConflictDoNothing({ target: webhookSettings.clientId });
      const [row] = await db.select().from(webhookSettings).where(eq(webhookSettings.clientId, clientId));
      return row!;
    },

    async updateSettings(
      clientId: number,
      values: Partial<
        Pick<
          WebhookSettingsRow,
          | 'apiUrl'
          | 'apiToken'
          | 'apiTokenLastFour'
          | 'signingSecret'
          | 'eventTypes'
          | 'previousSigningSecret'
          | 'previousSecretUntil'
        >
      >,
    ): Promise<void> {
      await db.update(webhookSettings).set(values).where(eq(webhookSettings.clientId, clientId));
    },

    eventIfSubscribed,

    /**
     * An `order.status_changed` event, completed by its own statement, so inside the move: `data.proof`
     * and `data.last_attempts` (the orders module's attempts, decision 065), and with `payoutToday` the
     * client's next supply day as `data.payout_date` (decision 053).
     */
    orderEvent(event: NewWebhookEvent, code: string, payoutToday: string | null): SQL {
      let payload = sql`${sql.param(event.payload, webhookEvents.payload)}::jsonb`;
      if (payoutToday !== null && nextSupplyDay) {
        const day = nextSupplyDay(event.clientId, sql`${payoutToday}::date`);
        payload = sql`jsonb_set(${payload}, '{data,payout_date}',
          coalesce(to_jsonb((${day})::text), 'null'::jsonb))`;
      }
      if (orderAttempts)
        payload = sql`(select jsonb_set(p, '{data}', (p -> 'data') || attempts)
          from (select ${payload} as p, ${orderAttempts(event.clientId, code)} as attempts) e)`;
      return eventIfSubscribed(event, payload);
    },

    async insertEventIfSubscribed(event: NewWebhookEvent, tx: Db): Promise<void> {
      await tx.execute(eventIfSubscribed(event));
    },

    /**
     * Many events of one client and type (`order.created` of a sheet's orders), one statement: written
     * only if the client's endpoint receives the type.
     */
    async insertEventsIfSubscribed(events: NewWebhookEvent[], tx: Db): Promise<void> {
      const [first] = events;
      if (!first) return;
      const c = webhookEvents;
      await tx.execute(sql`insert into ${webhookEvents}
          (${sql.identifier(c.eventId.name)}, ${sql.identifier(c.clientId.name)}, ${sql.identifier(c.type.name)},
           ${sql.identifier(c.payload.name)}, ${sql.identifier(c.nextAttemptAt.name)}, ${sql.identifier(c.giveUpAt.name)})
        select e ->> 'id', ${first.clientId}::int, ${first.type}::text, e,
          ${sql.param(first.nextAttemptAt, c.nextAttemptAt)}::timestamptz,
          ${sql.param(first.giveUpAt, c.giveUpAt)}::timestamptz
        from jsonb_array_elements(${JSON.stringify(events.map((e) => e.payload))}::jsonb) with ordinality as p(e, n)
        where ${subscribed(first.clientId, sql`${first.type}::text`)}
        order by n`);
    },

    /** Whether the client's endpoint receives `type` now (its chosen types, or all). */
    async receives(clientId: number, type: string, tx: Db = db): Promise<boolean> {
      const result = (await tx.execute(
        sql`select ${subscribed(clientId, sql`${type}::text`)} as yes`,
      )) as unknown as {
        rows: { yes: boolean }[];
      };
      return result.rows[0]?.yes === true;
    },

    /** One page of the client's events, newest first (keyset on the outbox id, its `sequence`). */
    async eventsPage(clientId: number, f: EventFilter, limit: number): Promise<WebhookEventRow[]> {
      return db
        .select()
        .from(webhookEvents)
        .where(
          and(
            ownEvents(clientId, f.livemode),
            f.type ? eq(webhookEvents.type, f.type) : undefined,
            f.orderCode ? sql`${webhookEvents.payload} -> 'data' ->> 'code' = ${f.orderCode}` : undefined,
            f.orderCode ? sql`${webhookEvents.type} like 'order.%'` : undefined,
            f.createdFrom ? gte(webhookEvents.createdAt, businessDayStart(f.createdFrom)) : undefined,
            f.createdTo ? lt(webhookEvents.createdAt, businessDayStart(f.createdTo, 1)) : undefined,
            f.beforeId !== null ? lt(webhookEvents.id, f.beforeId) : undefined,
          ),
        )
        .orderBy(desc(webhookEvents.id))
        .limit(limit);
    },

    async eventOf(
      clientId: number,
      eventId: string,
      livemode: boolean,
    ): Promise<WebhookEventRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEvents)
        .where(and(ownEvents(clientId, livemode), eq(webhookEvents.eventId, eventId)));
      return row;
    },

    async insertEvent(event: NewWebhookEvent, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(webhookEvents).values(event).returning({ id: webhookEvents.id });
      return row!.id;
    },

    /**
     * Claims up to `limit` due events (or the one given) for one attempt each: their next attempt moves to
     * `leaseUntil`, so another worker skips them (SKIP LOCKED while claiming, the lease after) and a
     * server killed before recording the attempt finds them due again when the lease ends.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number, id?: number): Promise<WebhookEventRow[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(
            and(
              eq(webhookEvents.status, 'pending'),
              lte(webhookEvents.nextAttemptAt, now),
              id === undefined ? undefined : eq(webhookEvents.id, id),
            ),
          )
          .orderBy(asc(webhookEvents.nextAttemptAt), asc(webhookEvents.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        return tx
          .update(webhookEvents)
          .set({ nextAttemptAt: leaseUntil, attempts: sql`${webhookEvents.attempts} + 1`, updatedAt: now })
          .where(inArray(webhookEvents.id, due))
          .returning();
      });
    },

    /** One attempt's log row and what it means for the event, together. */
    async recordAttempt(
      delivery: WebhookDeliveryInsert,
      event: { status: WebhookEventRow['status']; nextAttemptAt: Date },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webhookDeliveries)
          .values(delivery)
          .returning({ id: webhookDeliveries.id });
        await tx
          .update(webhookEvents)
          .set({ ...event, updatedAt: delivery.attemptedAt })
          .where(eq(webhookEvents.id, delivery.eventId));
        return row!.id;
      });
    },

    /** The client's delivery log, newest first: the api_url's (no connection) or one store connection's. */
    async deliveries(
      clientId: number,
      page: { page: number; perPage: number },
      id?: number,
      connectionId: number | null = null,
    ) {
      const own = and(
        eq(webhookDeliveries.clientId, clientId),
        id === undefined ? undefined : eq(webhookDeliveries.id, id),
        connectionId === null
          ? isNull(webhookEvents.connectionId)
          : eq(webhookEvents.connectionId, connectionId),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: webhookDeliveries.id,
            eventRowId: webhookEvents.id,
            eventId: webhookEvents.eventId,
            type: webhookEvents.type,
            eventStatus: webhookEvents.status,
            attemptedAt: webhookDeliveries.attemptedAt,
            url: webhookDeliveries.url,
            statusCode: webhookDeliveries.statusCode,
            latencyMs: webhookDeliveries.latencyMs,
            responseExcerpt: webhookDeliveries.responseExcerpt,
            error: webhookDeliveries.error,
          })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(own)
          .orderBy(desc(webhookDeliveries.id))
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(own),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /**
     * Deletes up to `limit` delivered or failed events that ended before `cutoff`; their attempts go with
     * them (foreign key cascade). Small batches keep each statement's locks short.
     */
    async deleteEndedBefore(cutoff: Date, limit: number): Promise<number> {
      const ended = db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(and(ne(webhookEvents.status, 'pending'), lt(webhookEvents.updatedAt, cutoff)))
        .limit(limit);
      const deleted = await db
        .delete(webhookEvents)
        .where(inArray(webhookEvents.id, ended))
        .returning({ id: webhookEvents.id });
      return deleted.length;
    },

    /** A delivered or failed event of the client goes back to pending, due now, for another 24 hours. */
    async resend(clientId: number, eventId: string, now: Date, giveUpAt: Date): Promise<string | null> {
      const [row] = await db
        .update(webhookEvents)
        .set({ status: 'pending', nextAttemptAt: now, giveUpAt, updatedAt: now })
        .where(and(eq(webhookEvents.eventId, eventId), eq(webhookEvents.clientId, clientId)))
        .returning({ eventId: webhookEvents.eventId });
      return row?.eventId ?? null;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
