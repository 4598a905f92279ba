import { resendTypes, translate, type Language, type OrderRequestKind } from '@courier/contracts';

/** What the requests queue reads besides the request itself (ops-orders.repository `requests`). */
export interface RequestAsked {
  resendType: number | null;
  resendGovernorate: string | null;
  resendArea: string | null;
  resendAddress: string | null;
  resendPhone: string | null;
  /** The order's latest delay request. */
  delay: { date: string; reason: string | null; notes: string | null } | null;
  /** A cancel request's reason (its note is `reason:<id>`). */
  reason: string | null;
}

/**
 * A request in words in the caller's language (issue 35.5): where a resend goes, a delay's date, reason
 * and note, a cancel's reason, a return's note; the queue showed the raw note (`type:2`) before.
 */
export function requestDetails(
  kind: OrderRequestKind,
  note: string | null,
  asked: RequestAsked,
  lang: Language,
): string | null {
  const parts = (...texts: (string | null)[]) => texts.filter(Boolean).join(' · ') || null;
  const reason = (name: string | null) =>
    name ? translate('opsOrders.request.reason', lang, { reason: name }) : null;
  const notes = (text: string | null) =>
    text ? translate('opsOrders.request.notes', lang, { notes: text }) : null;
  switch (kind) {
    case 'resend':
      if (asked.resendType === resendTypes.newAddress)
        return translate('opsOrders.request.newAddress', lang, {
          government: asked.resendGovernorate ?? '',
          area: asked.resendArea ?? '',
          address: asked.resendAddress ?? '',
          phone: asked.resendPhone ?? '',
        });
      return asked.resendType === resendTypes.sameAddress
        ? translate('opsOrders.request.sameAddress', lang)
        : null;
    case 'delay':
      return asked.delay
        ? parts(
            translate('opsOrders.request.delay', lang, { date: asked.delay.date }),
            reason(asked.delay.reason),
            notes(asked.delay.notes),
          )
        : null;
    case 'cancel':
      return reason(asked.reason);
    case 'return_on_sender':
      return notes(note);
    default:
      return null;
  }
}
