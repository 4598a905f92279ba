import type { FastifyInstance } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { MessagingService } from '../messaging/messaging.service';
import { createOutboxSender } from './outbox-sender';
import { receiverHooksRoutes } from './receiver-hooks.routes';
import { receiverPageRoutes } from './receiver-page.routes';
import { reschedulePageRoutes, type Rescheduling } from './reschedule-page.routes';
import type { ReceiverSender } from './receiver-sender';
import { createReceiverRepository } from './receiver.repository';
import { receiverRoutes } from './receiver.routes';
import { createReceiverService, type ReceiverService } from './receiver.service';
import { createTwilioSender } from './twilio-sender';
import { createWhatsAppSender } from './whatsapp-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Receiver messages (decision 062); tests drive its worker with `deliverDue`. */
    receiver: ReceiverService;
  }
}

const sendTimeoutMs = 10_000;

/**
 * The parcel's receiver (decision 062): the tracking page, the lookup, the merchant's switches and the
 * receiver messages' outbox and worker (started by app.ts after the routes). The orders module's moves
 * write the messages through `receiver.orderStatusChanged`.
 */
export function composeReceiver(
  { db, clock, config, logger }: ComposeKit,
  given: {
    messaging: MessagingService;
    /** The order log's note (the orders module, composed later; called only while sending). */
    logNote: (order: { id: number; clientId: number }, action: string, note: string) => Promise<void>;
    /** The receiver's one-time delivery code (the captain's app); none by default. */
    deliveryCodeFor?: (orderId: number) => Promise<string | null>;
    /** The receiver's choices after a failed attempt (the orders module, composed later; decision 068). */
    rescheduling?: Rescheduling;
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
  const receiver = createReceiverService({
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
  const pages: ScopeRoutes = async (scope) => {
    await scope.register(named(receiverPageRoutes), { receiver, clock });
    if (given.rescheduling)
      await scope.register(named(reschedulePageRoutes), { receiver, rescheduling: given.rescheduling });
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
  };
  return { receiver, pages, hooks, client };
}

/** Starts the receiver messages' worker after the routes; it stops before the database closes. */
export function startReceiverWorker(app: FastifyInstance, receiver: ReceiverService) {
  app.decorate('receiver', receiver);
  receiver.start();
  app.addHook('preClose', async () => receiver.stop());
}
