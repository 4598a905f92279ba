import { resendTypes, translate, type Language, type OrderRequestKind } from '@courier/contracts';
import type { OrderRecord, OrderUpdate } from './orders-query.repository';

/** What the requests queue reads besides the request itself (ops-orders.repository `requests`). */
export interface RequestAsked {
  resendType: number | null;
  resendGovernorate: string | null;
  resendArea: string | null;
  resendAddress: string | null;
  resendPhone: string | null;
  /** A return request's value (decision 078). */
  returnValue: string | null;
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
      return parts(
        asked.returnValue === null
          ? null
          : translate('opsOrders.request.returnValue', lang, { amount: asked.returnValue }),
        notes(note),
      );
    // The receiver's answers (decision 067): what the receiver wrote, as it wrote it.
    case 'receiver_confirm':
    case 'receiver_address':
    case 'receiver_cancel':
      return note;
    default:
      return null;
  }
}

/**
 * An accepted resend to a new address re-addresses the order (issue 35.5): its governorate, area,
 * address and phone become the requested ones and its fee is re-priced from the client's cost table
 * (`prices`, per governorate; kept when the table has no price there); each changed field is logged
 * with before and after.
 */
export function readdressed(order: OrderRecord, prices: Map<number, string>) {
  const values: OrderUpdate = {
    governorateId: order.resendGovernorateId ?? order.governorateId,
    areaId: order.resendAreaId ?? order.areaId,
    address: order.resendAddress ?? order.address,
    phone1: order.resendPhone ?? order.phone1,
    shippingCost: prices.get(order.resendGovernorateId ?? order.governorateId) ?? order.shippingCost,
  };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(values) as [keyof OrderRecord & keyof OrderUpdate, unknown][]) {
    const before = order[key];
    if (before !== to) changes[key] = { from: before, to };
  }
  return { values, changes };
}
