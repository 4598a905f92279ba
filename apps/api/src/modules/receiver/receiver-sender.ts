import type { Language, ReceiverMessageEvent } from '@courier/contracts';

/** One receiver message as an adapter sends it: the text (SMS, the outbox) and the template (WhatsApp). */
export interface ReceiverOutgoing {
  /** The receiver's number in E.164 (+20…). */
  to: string;
  language: Language;
  event: ReceiverMessageEvent;
  text: string;
  /** The WhatsApp template's name and its body parameters, in order. */
  template: { name: string; params: string[] };
}

export type SendResult =
  | { ok: true; providerMessageId: string | null; status: string }
  /** `retry`: the provider may take it later (5xx, 429, the network); else it never will (a bad number). */
  | { ok: false; retry: boolean; error: string };

/** A provider of receiver messages (decision 062): SMS over Twilio, WhatsApp over Meta's Cloud API, the outbox. */
export interface ReceiverSender {
  channel: 'sms' | 'whatsapp' | 'outbox';
  send(message: ReceiverOutgoing): Promise<SendResult>;
}

/** Egypt's 11-digit mobile numbers (01…) as E.164; a number already international is kept. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('0')) return `+20${digits.slice(1)}`;
  return `+${digits}`;
}

/** A provider's answer cut to what a log keeps. */
export const excerpt = (text: string) => text.slice(0, 300);

/** 5xx and 429 are the provider's trouble: try again later. */
export const retryable = (status: number) => status >= 500 || status === 429;
