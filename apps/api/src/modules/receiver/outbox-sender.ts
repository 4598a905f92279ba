import type { OutgoingMessage } from '../messaging/messaging.service';
import type { ReceiverSender } from './receiver-sender';

/** The default provider: keeps each receiver message in the development outbox instead of sending it. */
export function createOutboxSender(keep: (message: OutgoingMessage) => Promise<void>): ReceiverSender {
  return {
    channel: 'outbox',
    async send(message) {
      await keep({ channel: 'sms', recipient: message.to, body: message.text });
      return { ok: true, providerMessageId: null, status: 'kept' };
    },
  };
}
