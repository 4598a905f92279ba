import type { FastifyInstance } from 'fastify';
import type { ComposeKit, HourlyJob, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { Db } from '../../db/database';
import { allStatusListeners } from '../../db/status-events';
import type { Notifier } from '../../lib/notifier';
import type { LookupsService } from '../lookups/lookups.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { OrdersService } from '../orders/orders.service';
import { receiverConfirmPageRoutes } from './receiver-confirm-page.routes';
import { createReceiverConfirmRepository } from './receiver-confirm.repository';
import { receiverConfirmRoutes } from './receiver-confirm.routes';
import {
  createReceiverConfirmService,
  type OrderNote,
  type ReceiverConfirmService,
} from './receiver-confirm.service';
import { createOutboxSender } from './outbox-sender';
import { receiverHooksRoutes } from './receiver-hooks.routes';
import { receiverLogoPageRoutes, receiverLogoRoutes, type LogoFiles } from './receiver-logo.routes';
import { receiverPageRoutes } from './receiver-page.routes';
import { reschedulePageRoutes, type Rescheduling } from './reschedule-page.routes';
import type { ReceiverSender } from './receiver-sender';
import { createReceiverRepository } from './receiver.repository';
import { receiverRoutes } from './receiver.routes';
import { createReceiverService, receiverGiveUpMs, type ReceiverService } from './receiver.service';
import { createTwilioSender } from './twilio-sender';
import { createWhatsAppSender } from './whatsapp-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Receiver messages (decision 062); tests drive its worker with `deliverDue`. */
    receiver: ReceiverService;
    /** The receiver's confirmation (decision 067); tests run its hourly hold with `holdDue`. */
    receiverConfirm: ReceiverConfirmService;
  }
}

const sendTimeoutMs = 10_000;

/** What the receiver calls on the orders module (its compose's names). */
interface OrdersSide {
  orders: Pick<OrdersService, 'logSystemNote'> & {
    receiverNoted: (tx: Db, note: OrderNote) => Promise<void>;
  };
  captainOrders: { deliveryCodeFor: (orderId: number) => Promise<string | null> };
  /** The receiver's choices after a failed attempt are the orders module's decisions (decision 068). */
  attempts: { receiverChoices: Rescheduling['choices']; receiverRequest: Rescheduling['request'] };
}

/** The order-import module's whole-address matcher (decision 054). */
interface OrderImportSide {
  orderImports: {
    matchWholeAddress: (
      text: string,
    ) => Promise<{ governorateId: number | null; areaId: number | null; confident: boolean }>;
  };
}

/**
 * The parcel's receiver (decision 062): the tracking page, the lookup, the merchant's switches and the
 * receiver messages' outbox and worker (started by app.ts after the routes). The orders module's moves
 * write the messages through `receiver.orderStatusChanged`.
 */
export function composeReceiver(
  { db, clock, config, logger, transaction }: ComposeKit,
  given: {
    messaging: MessagingService;
    notifier: Notifier;
    lookups: LookupsService;
    /** The files module: the merchant's logo on its receivers' pages (issue 38 §1). */
    files: LogoFiles;
    /**
     * The orders module (it writes the messages; a receiver's answer reaches its log and desk queue) and
     * the order-import module (its whole-address matcher reads a correction): composed later, called per
     * request (decisions 062, 067).
     */
    later: { orders: () => OrdersSide; orderImport: () => OrderImportSide };
    /** A stand-in for the captain app's delivery code (app dependencies); the orders module's by default. */
    deliveryCodeFor?: (orderId: number) => Promise<string | null>;
  },
) {
  const twilioCallbackUrl = `${config.PUBLIC_URL}/api/hooks/receiver/twilio`;
  const sender: ReceiverSender =
    config.RECEIVER_MESSAGES_PROVIDER === 'twilio'
      ? createTwilioSender({
          baseUrl: config.TWILIO_BASE_URL,
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.TWILIO_FROM!,
          statusCallback: twilioCallbackUrl,
          timeoutMs: sendTimeoutMs,
        })
      : config.RECEIVER_MESSAGES_PROVIDER === 'whatsapp'
        ? createWhatsAppSender({
            baseUrl: config.WHATSAPP_BASE_URL,
            apiVersion: config.WHATSAPP_API_VERSION,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
            accessToken: config.WHATSAPP_ACCESS_TOKEN!,
            timeoutMs: sendTimeoutMs,
          })
        : createOutboxSender(given.messaging.keep);
  const service = createReceiverService({
    repo: createReceiverRepository(db),
    sender,
    clock,
    logger: logger.child({ module: 'receiver' }),
    publicUrl: config.PUBLIC_URL,
    pollMs: config.RECEIVER_MESSAGES_POLL_MS,
    keepCopy: config.NODE_ENV === 'production' ? null : given.messaging.keep,
    // The receiver's messages note their sending on the order's log.
    logNote: (order, action, note) => given.later.orders().orders.logSystemNote(order, action, note),
    // The "out for delivery" message carries the code the captain's app checks (decisions 061, 062).
    deliveryCodeFor:
      given.deliveryCodeFor ?? ((orderId) => given.later.orders().captainOrders.deliveryCodeFor(orderId)),
  });
  // The receiver confirms before the parcel leaves (decision 067): asked in the send's own transaction.
  const confirm = createReceiverConfirmService({
    repo: createReceiverConfirmRepository(db),
    clock,
    transaction,
    notifier: given.notifier,
    places: placesOnce(() => given.lookups.geoReference()),
    matchAddress: (text) => given.later.orderImport().orderImports.matchWholeAddress(text),
    orderNoted: (tx, note) => given.later.orders().orders.receiverNoted(tx, note),
    giveUpMs: receiverGiveUpMs,
  });
  const receiver: ReceiverService = {
    ...service,
    orderStatusChanged: allStatusListeners(service.orderStatusChanged, confirm.orderStatusChanged),
  };
  // A page shows the logo through its own token's route, so the page names no other file.
  const logoUrl = async (clientId: number, token: string) =>
    (await given.files.logoOf(clientId)) ? `/t/${token}/logo` : null;
  const pages: ScopeRoutes = async (scope) => {
    await scope.register(named(receiverPageRoutes), { receiver, clock, logoUrl });
    await scope.register(named(receiverLogoPageRoutes), {
      files: given.files,
      clientOfToken: async (token) => (await receiver.orderOfToken(token))?.clientId ?? null,
    });
    const rescheduling: Rescheduling = {
      choices: (orderId) => given.later.orders().attempts.receiverChoices(orderId),
      request: (order, body) => given.later.orders().attempts.receiverRequest(order, body),
    };
    await scope.register(named(reschedulePageRoutes), { receiver, rescheduling, logoUrl });
    await scope.register(named(receiverConfirmPageRoutes), { confirm, logoUrl });
  };
  const hooks: ScopeRoutes = async (scope) => {
    await scope.register(named(receiverHooksRoutes), {
      receiver,
      secrets: {
        twilioCallbackUrl,
        twilioAuthToken: config.TWILIO_AUTH_TOKEN,
        whatsappAppSecret: config.WHATSAPP_APP_SECRET,
        whatsappVerifyToken: config.WHATSAPP_VERIFY_TOKEN,
      },
    });
  };
  const client: ScopeRoutes = async (api) => {
    await api.register(named(receiverRoutes), { receiver });
    await api.register(named(receiverConfirmRoutes), { confirm });
    await api.register(named(receiverLogoRoutes), { files: given.files });
  };
  // Orders their receivers left unconfirmed past the merchant's hours are held (decision 067).
  const hourly: HourlyJob = {
    run: confirm.holdDue,
    key: 'held',
    done: 'unconfirmed orders held',
    failed: 'unconfirmed orders hold failed',
  };
  return { receiver, receiverConfirm: confirm, pages, hooks, client, hourly };
}

/** The reference places never change while the app runs: read once, again only after a failed read. */
function placesOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let places: Promise<T> | null = null;
  return () =>
    (places ??= read().catch((error: unknown) => {
      places = null;
      throw error;
    }));
}

/** Starts the receiver messages' worker after the routes; it stops before the database closes. */
export function startReceiverWorker(
  app: FastifyInstance,
  receiver: ReceiverService,
  confirm: ReceiverConfirmService,
) {
  app.decorate('receiver', receiver);
  app.decorate('receiverConfirm', confirm);
  receiver.start();
  app.addHook('preClose', async () => receiver.stop());
}
