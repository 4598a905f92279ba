/**
 * How the product sends SMS and email (docs/architecture.md): one interface, providers behind it. The default
 * provider (outbox-messenger.ts) only records the message; a real SMS/email gateway implements the same
 * interface and is passed to buildApp.
 */
export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'whatsapp';
  recipient: string;
  body: string;
  /** The one-time code the message carries, kept apart so the dev outbox can show it. */
  code?: string;
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
