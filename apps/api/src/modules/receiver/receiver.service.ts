import {
  attemptReasonForReceiver,
  orderStatusByCode,
  receiverEventOf,
  translate,
  type Language,
  type OrderStatus,
  type ReceiverEvent,
  type ReceiverMessageEvent,
  type ReceiverSettings,
  type ReceiverSettingsBody,
} from '@courier/contracts';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { StatusListener } from '../../db/status-events';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isConnectionError } from '../../lib/connection-errors';
import type { OutgoingMessage } from '../messaging/messaging.service';
import { e164, type ReceiverOutgoing, type ReceiverSender } from './receiver-sender';
import type { ReceiverMessageRow, ReceiverRepository } from './receiver.repository';

/** A message is tried for this long after its move; past it, it is failed (news of a day goes stale). */
export const receiverGiveUpMs = 6 * 3_600_000;
/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, … at most 30 min. */
export const receiverRetryDelayMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 1_800_000);
const leaseMs = 60_000;

/** 128 random bits: a token that can neither be guessed nor walked (never the code or the id). */
export const newTrackingToken = () => randomBytes(16).toString('base64url');
const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * The message's text and template in the merchant's language; the delivery code only when one is given; a
 * failed attempt's reason in the receiver's words (the one reason table's `attemptReasonForReceiver`).
 * The WhatsApp templates' parameters, in order, are documented in docs/receiver-messages.md.
 */
export function renderReceiverMessage(
  m: { event: ReceiverMessageEvent; language: Language; to: string },
  values: {
    merchant: string;
    code: string;
    captain: string;
    link: string;
    deliveryCode: string | null;
    /** The failed attempt's reason code (contracts `attemptReasons`); null reads as `other`. */
    reason: string | null;
  },
): ReceiverOutgoing {
  const { merchant, code, captain, link, deliveryCode } = values;
  const reason = attemptReasonForReceiver(values.reason, m.language);
  const withCode = m.event === 'out_for_delivery' && deliveryCode !== null;
  const key = withCode ? 'out_for_delivery_code' : m.event;
  const params: Record<ReceiverMessageEvent, string[]> = {
    confirmation_request: [merchant, code, link],
    out_for_delivery: withCode
      ? [merchant, code, captain, deliveryCode, link]
      : [merchant, code, captain, link],
    failed_attempt: [merchant, code, reason, link],
    delivered: [merchant, code],
  };
  return {
    to: m.to,
    language: m.language,
    event: m.event,
    text: translate(`receiver.message.${key}`, m.language, {
      merchant,
      code,
      captain,
      link,
      reason,
      delivery_code: deliveryCode ?? '',
    }),
    template: { name: `order_${key}`, params: params[m.event] },
  };
}

/**
 * The receiver's side (decision 062): the tracking links, the merchant's switches, and the receiver
 * messages' outbox: a row written in the order move's transaction (`orderStatusChanged`), sent by a worker
 * through the configured provider, retried with backoff, its sending and receipts noted on the order's log.
 */
export function createReceiverService(deps: {
  repo: ReceiverRepository;
  sender: ReceiverSender;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  pollMs: number;
  /** Outside production every message is also kept in the development outbox. */
  keepCopy: ((message: OutgoingMessage) => Promise<void>) | null;
  /** The order log's note (the orders module's). */
  logNote: (order: { id: number; clientId: number }, action: string, note: string) => Promise<void>;
  /** The receiver's one-time delivery code (the captain's app); none until it is wired. */
  deliveryCodeFor: (orderId: number) => Promise<string | null>;
}) {
  const { repo, sender, clock, logger } = deps;
  const linkOf = (token: string) => `${deps.publicUrl}/t/${token}`;
  const ensureLink = (order: { id: number; clientId: number }) => repo.ensureLink(order, newTrackingToken());

  const orderStatusChanged: StatusListener = (change) => {
    const event = receiverEventOf(change.from, change.to);
    if (!event) return null;
    const now = clock.now();
    return repo.messageIfSwitchedOn({
      clientId: change.clientId,
      code: change.code,
      event,
      toStatus: change.to,
      now,
      giveUpAt: new Date(now.getTime() + receiverGiveUpMs),
    });
  };

  async function attempt(message: ReceiverMessageRow): Promise<void> {
    const ctx = await repo.messageContext(message.orderId);
    if (!ctx) return;
    const event = message.event as ReceiverMessageEvent;
    const order = { id: ctx.id, clientId: ctx.clientId };
    // The confirmation request links to its page; each link says the message's language (decision 067).
    // The confirmation request opens the receiver's answers (decision 067), a failed attempt the
    // receiver's choices (decision 068), the others the tracking page.
    const page =
      event === 'confirmation_request' ? '/confirm' : event === 'failed_attempt' ? '/reschedule' : '';
    const lang = ctx.language === 'en' ? '?lang=en' : '';
    const outgoing = renderReceiverMessage(
      { event, language: ctx.language, to: e164(ctx.phone) },
      {
        merchant: ctx.merchant,
        code: ctx.code,
        captain: firstName(ctx.captain),
        link: `${linkOf(await ensureLink(order))}${page}${lang}`,
        deliveryCode: event === 'out_for_delivery' ? await deps.deliveryCodeFor(ctx.id) : null,
        reason: event === 'failed_attempt' ? await repo.failureReason(message) : null,
      },
    );
    const result = await sender.send(outgoing);
    const now = clock.now();
    const eventName = translate(`receiver.event.${event}`, ctx.language);
    const channel = sender.channel === 'whatsapp' ? 'WhatsApp' : 'SMS';
    const rendered = { text: outgoing.text, template: outgoing.template, language: outgoing.language };
    if (result.ok) {
      await repo.recordAttempt(
        message.id,
        {
          status: 'sent',
          channel: sender.channel,
          recipient: outgoing.to,
          rendered,
          providerMessageId: result.providerMessageId,
          providerStatus: result.status,
          providerStatusAt: now,
          lastError: null,
        },
        now,
      );
      await deps.logNote(
        order,
        'receiver_message',
        translate('receiver.log.sent', ctx.language, { channel, event: eventName, recipient: outgoing.to }),
      );
      if (deps.keepCopy && sender.channel !== 'outbox')
        await deps.keepCopy({
          channel: sender.channel === 'whatsapp' ? 'whatsapp' : 'sms',
          recipient: outgoing.to,
          body: outgoing.text,
        });
      return;
    }
    const giveUp = !result.retry || now.getTime() >= message.giveUpAt.getTime();
    const next = Math.min(now.getTime() + receiverRetryDelayMs(message.attempts), message.giveUpAt.getTime());
    await repo.recordAttempt(
      message.id,
      {
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(giveUp ? now.getTime() : next),
        channel: sender.channel,
        recipient: outgoing.to,
        rendered,
        lastError: result.error,
      },
      now,
    );
    if (giveUp)
      await deps.logNote(
        order,
        'receiver_message',
        translate('receiver.log.failed', ctx.language, { channel, event: eventName, error: result.error }),
      );
  }

  async function attemptLogged(message: ReceiverMessageRow) {
    try {
      await attempt(message);
    } catch (err) {
      // The lease brings it back: the next sweep tries again.
      if (!isConnectionError(err))
        logger.error({ err, messageId: message.id }, 'receiver message failed to run');
    }
  }

  /** Claims what is due now and tries each once; answers how many were tried. */
  async function deliverDue(limit = 20): Promise<number> {
    const now = clock.now();
    const claimed = await repo.claimDue(now, new Date(now.getTime() + leaseMs), limit);
    await Promise.all(claimed.map(attemptLogged));
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | null = null;
  let stopped = false;

  return {
    orderStatusChanged,
    deliverDue,

    /** A provider's delivery receipt (already authenticated by its signature): stored, noted on the log. */
    async receipt(channel: 'sms' | 'whatsapp', providerMessageId: string, status: string): Promise<boolean> {
      const row = await repo.recordReceipt(channel, providerMessageId, status, clock.now());
      if (!row) return false;
      const ctx = await repo.messageContext(row.orderId);
      const lang = ctx?.language ?? 'ar';
      await deps.logNote(
        { id: row.orderId, clientId: row.clientId },
        'receiver_receipt',
        translate('receiver.log.receipt', lang, {
          channel: channel === 'whatsapp' ? 'WhatsApp' : 'SMS',
          event: translate(`receiver.event.${row.event as ReceiverEvent}`, lang),
          status,
        }),
      );
      return true;
    },

    settings: (session: AuthContext): Promise<ReceiverSettings> => repo.settingsOf(session.clientId),

    async saveSettings(session: AuthContext, body: ReceiverSettingsBody): Promise<ReceiverSettings> {
      if (!session.isMain) throw new AppError('FORBIDDEN');
      const next = { ...(await repo.settingsOf(session.clientId)), ...body };
      await repo.saveSettings(session.clientId, next);
      return next;
    },

    /** The merchant's copy of an order's tracking link (made now for an order that has none yet). */
    async trackingLink(session: AuthContext, code: string): Promise<string> {
      const order = await repo.ownOrder(session.clientId, code);
      if (!order) throw new AppError('NOT_FOUND');
      return linkOf(await ensureLink(order));
    },

    /** An order's tracking page, made when it has none yet (the store write-back's tracking URL, decision 075). */
    trackingLinkOf: async (order: { id: number; clientId: number }) => linkOf(await ensureLink(order)),

    /** The lookup: the token of the order whose code and phone's last 4 digits match, else null. */
    async lookup(code: string, digits: string): Promise<string | null> {
      const order = await repo.orderByCodeAndDigits(code, digits);
      return order ? ensureLink(order) : null;
    },

    page: (token: string) => repo.pageByToken(token),

    /** The order behind a link (the reschedule page, decision 068), or null. */
    orderOfToken: (token: string) => repo.orderOfToken(token),

    statusName: (code: number) => orderStatusByCode(code) as OrderStatus | undefined,

    start(): void {
      if (deps.pollMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = (async () => {
          while (!stopped && (await deliverDue()) > 0);
        })()
          .catch((err: unknown) => {
            if (!isConnectionError(err)) logger.error({ err }, 'receiver messages sweep failed');
          })
          .finally(() => {
            sweeping = null;
          });
      }, deps.pollMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await sweeping;
    },
  };
}

export type ReceiverService = ReturnType<typeof createReceiverService>;
/** The receiver's confirmation (decision 067), for the modules that read it through this door. */
export type { ReceiverConfirmService } from './receiver-confirm.service';
