// Over 400 lines: the settings, the outbox and its worker are one service (decision 030); calls to stores are in outbound.ts.
import {
  awaitsPayout,
  cairoDay,
  missionStatusByCode,
  orderStatusByCode,
  webhookEventIdHeader,
  webhookEventTypeHeader,
  webhookSignatureHeader,
  type ApiEventListQuery,
  type OrderSource,
  type WebhookDelivery,
  type WebhookEventType,
} from '@courier/contracts';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { isConnectionError } from '../../lib/connection-errors';
import type { StatusListener } from '../../db/status-events';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import { outageLog } from '../../logger';
import type { SecretsService } from '../secrets/secrets.service';
import type { SupplyCreated } from '../supplies/supplies.service';
import type { TicketReplied } from '../tickets/tickets.service';
import type { CreatedOrder } from '../orders/orders.service';
import { checkWebhookUrl, type ResolveHost, type UrlRules } from './url-guard';
import { deliveryOut } from './webhook-deliveries';
import { outboundCalls } from './outbound';
import { createWebhookSettings } from './webhook-settings.service';
import {
  postWebhook,
  webhookSignature,
  webhookTimeoutMs,
  type AttemptResult,
  type StoreJobResult,
} from './webhook-sender';
import type { WebhookEventRow, WebhooksRepository } from './webhooks.repository';

export type { StoreJobResult, WebhookEventRow };

/** Retries end this long after the event (or after a resend by hand); then the event is failed. */
export const webhookRetryWindowMs = 24 * 3_600_000;
/** The first retry waits this long, each next one twice as long, never more than the cap. */
export const webhookFirstRetryMs = 30_000;
export const webhookMaxRetryMs = 6 * 3_600_000;
/** The worker deletes ended events at most this often, this many at a time. */
const cleanUpEveryMs = 3_600_000;
const cleanUpBatch = 500;
const dayMs = 24 * 3_600_000;

/** The wait after the n-th failed attempt (n from 1): 30 s, 1 min, 2 min, … capped at 6 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(webhookFirstRetryMs * 2 ** Math.max(0, attempts - 1), webhookMaxRetryMs);

/** A stored event as delivered: its payload and `sequence`, the outbox row's id (decision 055). */
const deliveredBody = (event: WebhookEventRow) => ({ ...(event.payload as object), sequence: event.id });

const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;

/**
 * Signed webhooks (decision 030): the settings behind `update-api`/`delete-client-api`, the signing
 * secret, the outbox (an event row written in the transaction of the change) and its delivery worker:
 * claims due events, POSTs them signed, logs each attempt, retries with exponential backoff for 24 hours.
 */
export function createWebhooksService(deps: {
  webhooks: WebhooksRepository;
  secrets: SecretsService;
  clock: Clock;
  rules: UrlRules;
  resolveHost: ResolveHost;
  logger: Logger;
  /** Between sweeps of the worker; 0: no background worker (tests drive `deliverDue`). */
  pollMs: number;
  /** A claimed event is due again after this (a server killed mid-delivery loses nothing). */
  leaseMs: number;
  /** Delivered and failed events are deleted this many days after they ended. */
  retentionDays: number;
  /** Hours the signing secret before a rotation keeps signing (ROTATION_GRACE_HOURS, decision 073). */
  graceHours: number;
  /**
   * A store write-back job's attempt (a row with a `connectionId`, decision 075): the store-plugins
   * module's, composed later. Its answer's Retry-After, when longer, replaces the backoff.
   */
  storeJob?: (event: WebhookEventRow) => Promise<StoreJobResult>;
}) {
  const { webhooks: repo, clock, rules, resolveHost, logger } = deps;
  // A sweep a second while the database is down: the outage is logged when it starts and when it ends.
  const databaseOutage = outageLog(logger, clock, 'webhook worker: database');
  const settingsPart = createWebhookSettings(deps);
  const { settingsRow } = settingsPart;

  function eventRow(
    clientId: number,
    type: WebhookEventType,
    data: Record<string, unknown>,
    livemode = true,
  ) {
    const now = clock.now();
    const eventId = newEventId();
    return {
      eventId,
      clientId,
      type,
      // occurred_at: when the change happened (written in the change's transaction), not when it is sent.
      // livemode: false for a test order's event (decision 074), as Stripe's.
      payload: { id: eventId, type, livemode, created_at: isoTime(now), occurred_at: isoTime(now), data },
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + webhookRetryWindowMs),
    };
  }

  /** Writes an event in `tx` when the client has an api_url (none is written otherwise), in one statement. */
  async function emit(
    clientId: number,
    type: WebhookEventType,
    tx: Db,
    data: Record<string, unknown>,
  ): Promise<void> {
    await repo.insertEventIfSubscribed(eventRow(clientId, type, data), tx);
  }

  /**
   * The outbox side of a module's status changes: the statement that writes a `<kind>.status_changed`
   * event when the client has an api_url, run inside the change's transaction (as part of the change's
   * own write in a `transition()`), so rolled back with it.
   */
  const statusListener =
    (
      type: 'order.status_changed' | 'mission.status_changed',
      statusName: (code: number) => string | undefined,
    ): StatusListener =>
    (change) => {
      if (change.from === change.to) return null;
      const data = {
        code: change.code,
        status: statusName(change.to) ?? null,
        previous_status: statusName(change.from) ?? null,
      };
      if (type === 'mission.status_changed')
        return repo.eventIfSubscribed(eventRow(change.clientId, type, data));
      // An order's event says when its cash arrives (decision 053): the next supply, read in the same
      // statement as the move, once it is delivered and unsettled; null otherwise.
      // With its delivery proof and failed attempts from the captain's app (decision 065), null and [] until then.
      const event = eventRow(
        change.clientId,
        type,
        { ...data, payout_date: null, proof: null, last_attempts: [] },
        change.livemode ?? true,
      );
      return repo.orderEvent(event, change.code, awaitsPayout(change.to) ? cairoDay(clock.now()) : null);
    };

  /** One attempt of a claimed event: checked again (DNS rebinding), signed, sent, logged. */
  async function attempt(event: WebhookEventRow): Promise<number> {
    if (event.connectionId !== null) {
      const startedAt = clock.now();
      const job = deps.storeJob
        ? await deps.storeJob(event)
        : { url: '', statusCode: null, latencyMs: 0, responseExcerpt: null, error: 'no store handler' };
      const { url, statusCode, latencyMs, responseExcerpt, error } = job;
      const result = { statusCode, latencyMs, responseExcerpt, error };
      return recordOutcome(event, startedAt, url, result, job.retryAfterMs ?? null);
    }
    const settings = await repo.settingsOf(event.clientId);
    // The outbox row's id, given in the change's transaction: the changes of one order (or mission) are
    // serialized by its row lock, so a later change has a larger id. Receivers order events by it, since
    // retries deliver them out of order (decision 055).
    const body = JSON.stringify(deliveredBody(event));
    const attemptedAt = clock.now();
    let url = settings?.apiUrl ?? '';
    let result: AttemptResult;
    if (!settings?.apiUrl) {
      result = { statusCode: null, latencyMs: 0, responseExcerpt: null, error: 'no api_url is set' };
    } else {
      url = settings.apiUrl;
      const target = await checkWebhookUrl(url, rules, resolveHost);
      if (!target.ok) {
        result = {
          statusCode: null,
          latencyMs: 0,
          responseExcerpt: null,
          error: `refused: ${target.reason}`,
        };
      } else {
        const secrets = await settingsPart.signingSecrets(settings, attemptedAt);
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'user-agent': 'CourierPortal-Webhooks/1',
          [webhookEventIdHeader]: event.eventId,
          [webhookEventTypeHeader]: event.type,
          [webhookSignatureHeader]: webhookSignature(secrets, Math.floor(attemptedAt.getTime() / 1000), body),
        };
        const token = await settingsPart.tokenOf(settings);
        if (token) headers.authorization = `Bearer ${token}`;
        result = await postWebhook(target, body, headers, webhookTimeoutMs);
      }
    }
    return recordOutcome(event, attemptedAt, url, result, null);
  }

  /** Logs an attempt and moves its event: delivered on 2xx, else due again after the backoff (or failed). */
  function recordOutcome(
    event: WebhookEventRow,
    attemptedAt: Date,
    url: string,
    result: AttemptResult,
    retryAfter: number | null,
  ): Promise<number> {
    const now = clock.now();
    const ok =
      result.error === null &&
      result.statusCode !== null &&
      result.statusCode >= 200 &&
      result.statusCode < 300;
    const giveUp = !ok && now.getTime() >= event.giveUpAt.getTime();
    const wait = Math.max(retryDelayMs(event.attempts), retryAfter ?? 0);
    const next = Math.min(now.getTime() + wait, event.giveUpAt.getTime());
    return repo.recordAttempt(
      { eventId: event.id, clientId: event.clientId, attemptedAt, url, ...result },
      {
        status: ok ? 'delivered' : giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(ok || giveUp ? now : next),
      },
    );
  }

  async function attemptLogged(event: WebhookEventRow): Promise<number | null> {
    try {
      return await attempt(event);
    } catch (err) {
      // The lease brings it back: nothing is lost, the next sweep tries again.
      if (isConnectionError(err)) databaseOutage.failed(err);
      else logger.error({ err, eventId: event.eventId }, 'webhook attempt failed to run');
      return null;
    }
  }

  /** Claims what is due now and tries each once, in parallel; answers how many were tried. */
  async function deliverDue(limit = 20): Promise<number> {
    const now = clock.now();
    const claimed = await repo.claimDue(now, new Date(now.getTime() + deps.leaseMs), limit);
    await Promise.all(claimed.map(attemptLogged));
    return claimed.length;
  }

  /**
   * Deletes delivered and failed events (with their attempts) that ended more than the retention ago, in
   * batches until none is left; answers how many events went.
   */
  async function cleanUp(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - deps.retentionDays * dayMs);
    let total = 0;
    for (;;) {
      const deleted = await repo.deleteEndedBefore(cutoff, cleanUpBatch);
      total += deleted;
      if (deleted < cleanUpBatch) return total;
    }
  }

  let lastCleanUp = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | null = null;
  let stopped = false;

  return {
    settings: settingsPart.settings,
    revealSecret: settingsPart.revealSecret,
    rotateSecret: settingsPart.rotateSecret,
    setEventTypes: settingsPart.setEventTypes,
    updateApi: settingsPart.updateApi,
    deleteApi: settingsPart.deleteApi,

    /**
     * New orders (every way one is made passes the orders module's `createMany`), inside their
     * transaction: one `order.created` each, one statement for all (decision 073).
     */
    async ordersCreated(clientId: number, orders: CreatedOrder[], source: OrderSource, tx: Db) {
      // A sheet's thousands of bodies are built only for a client whose endpoint takes them.
      if (orders.length > 1 && !(await repo.receives(clientId, 'order.created', tx))) return;
      const events = orders.map((order) =>
        eventRow(
          clientId,
          'order.created',
          {
            code: order.code,
            status: 'saved',
            amount_to_be_collected: order.amountToBeCollected,
            invoice_number: order.invoiceNumber,
            source,
          },
          order.livemode,
        ),
      );
      await repo.insertEventsIfSubscribed(events, tx);
    },

    /** The events API (decision 073): the client's events, newest first, as delivered. */
    async events(session: AuthContext, query: ApiEventListQuery) {
      const rows = await repo.eventsPage(
        session.clientId,
        {
          type: query.type,
          orderCode: query.order_code,
          createdFrom: query.created_from,
          createdTo: query.created_to,
          beforeId: query.cursor ?? null,
          livemode: !session.testMode,
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      return {
        feed: page.map(deliveredBody),
        next_cursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    async event(session: AuthContext, eventId: string) {
      const row = await repo.eventOf(session.clientId, eventId, !session.testMode);
      if (!row) throw new AppError('NOT_FOUND');
      return deliveredBody(row);
    },

    /** The orders module's moves (the client's, the desk's, a pickup's). */
    orderStatusChanged: statusListener('order.status_changed', orderStatusByCode),
    /** The missions module's moves (the client's and the desk's). */
    missionStatusChanged: statusListener('mission.status_changed', missionStatusByCode),

    /** The supplies desk paid the client (decision 024), inside the supply's transaction. */
    async supplyCreated(supply: SupplyCreated, tx: Db): Promise<void> {
      await emit(supply.clientId, 'supply.created', tx, {
        id: supply.id,
        amount: supply.amount,
        orders_count: supply.ordersCount,
        method: supply.method,
        supplied_on: supply.suppliedOn,
        order_codes: supply.orderCodes,
      });
    },

    /** The desk replied to the client's ticket, inside the reply's transaction. */
    async ticketReplied(reply: TicketReplied, tx: Db): Promise<void> {
      await emit(reply.clientId, 'ticket.replied', tx, {
        code: reply.code,
        reply_id: reply.replyId,
        status: reply.status,
        message: reply.message,
      });
    },

    /** A `ping` event through the same outbox and worker; its first attempt is made before answering. */
    async sendTest(session: AuthContext): Promise<{ event_id: string; delivery: WebhookDelivery }> {
      const settings = await settingsRow(session.clientId);
      if (!settings.apiUrl) throw new AppError('WEBHOOK_URL_MISSING');
      const row = eventRow(session.clientId, 'ping', { message: 'A test event from the courier portal' });
      const id = await repo.insertEvent(row);
      const now = clock.now();
      const [claimed] = await repo.claimDue(now, new Date(now.getTime() + deps.leaseMs), 1, id);
      const deliveryId = claimed ? await attempt(claimed) : null;
      if (deliveryId === null) throw new AppError('INTERNAL');
      const { rows } = await repo.deliveries(session.clientId, { page: 1, perPage: 1 }, deliveryId);
      return { event_id: row.eventId, delivery: deliveryOut(rows[0]!) };
    },

    /** Sends an event again by hand (after it failed, or to replay it): due now, for another 24 hours. */
    async resend(session: AuthContext, eventId: string): Promise<string> {
      const now = clock.now();
      const found = await repo.resend(
        session.clientId,
        eventId,
        now,
        new Date(now.getTime() + webhookRetryWindowMs),
      );
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },

    /** The API page's log, or with a connection id that store connection's write-back log (decision 075). */
    async deliveries(
      session: AuthContext,
      page: { page: number; perPage: number },
      connectionId: number | null = null,
    ) {
      const { rows, total } = await repo.deliveries(session.clientId, page, undefined, connectionId);
      return {
        data: rows.map(deliveryOut),
        current_page: page.page,
        last_page: Math.max(1, Math.ceil(total / page.perPage)),
        per_page: page.perPage,
        total,
      };
    },

    deliverDue,
    cleanUp,

    // A store's API (decision 075) is reached under the same address rules.
    ...outboundCalls(rules, resolveHost),

    /** The background worker: a sweep every `pollMs` (none at 0); a sweep runs until nothing is due. */
    start(): void {
      if (deps.pollMs <= 0 || timer) return;
      const sweep = async () => {
        while (!stopped && (await deliverDue()) > 0);
        if (!stopped && clock.now().getTime() - lastCleanUp >= cleanUpEveryMs) {
          lastCleanUp = clock.now().getTime();
          await cleanUp();
        }
      };
      timer = setInterval(() => {
        if (sweeping) return; // the sweep under way goes on until nothing is due
        sweeping = sweep()
          .then(databaseOutage.succeeded, (err: unknown) => {
            if (isConnectionError(err)) databaseOutage.failed(err);
            else logger.error({ err }, 'webhook sweep failed');
          })
          .finally(() => {
            sweeping = null;
          });
      }, deps.pollMs);
      timer.unref();
    },

    /** Stops the worker and waits for the sweep under way (an unfinished event stays due in the table). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await sweeping;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
