import type { FastifyInstance } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { Db } from '../../db/database';
import { allStatusListeners } from '../../db/status-events';
import type { Notifier } from '../../lib/notifier';
import type { LookupsService } from '../lookups/lookups.service';
import type { MessagingService } from '../messaging/messaging.service';
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
import { receiverPageRoutes } from './receiver-page.routes';
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
    /** The order-import module's whole-address matcher (composed later; called per correction). */
    matchAddress: (text: string) => Promise<{
      governorateId: number | null;
      areaId: number | null;
      confident: boolean;
    }>;
    /** The orders module's side of a receiver's answer or a hold (composed later; decision 067). */
    orderNoted: (tx: Db, note: OrderNote) => Promise<void>;
    /** The order log's note (the orders module, composed later; called only while sending). */
    logNote: (order: { id: number; clientId: number }, action: string, note: string) => Promise<void>;
    /** The receiver's one-time delivery code (the captain's app); none by default. */
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
    logNote: given.logNote,
    deliveryCodeFor: given.deliveryCodeFor ?? (async () => null),
  });
  // The receiver confirms before the parcel leaves (decision 067): asked in the send's own transaction.
  const confirm = createReceiverConfirmService({
    repo: createReceiverConfirmRepository(db),
    clock,
    transaction,
    notifier: given.notifier,
    places: placesOnce(() => given.lookups.geoReference()),
    matchAddress: given.matchAddress,
    orderNoted: given.orderNoted,
    giveUpMs: receiverGiveUpMs,
  });
  const receiver: ReceiverService = {
    ...service,
    orderStatusChanged: allStatusListeners(service.orderStatusChanged, confirm.orderStatusChanged),
  };
  const pages: ScopeRoutes = async (scope) => {
    await scope.register(named(receiverPageRoutes), { receiver, clock });
    await scope.register(named(receiverConfirmPageRoutes), { confirm, logoUrl: async () => null });
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
  };
  return { receiver, receiverConfirm: confirm, pages, hooks, client };
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
