import type { Language } from './i18n';

/**
 * The one list of why a delivery attempt failed (issue 37 point 5): the captain's app picks from it, the
 * API checks it, the merchant's order page, the v1 API and the `order.status_changed` webhook carry the code.
 * Codes are stable (stored and sent to merchants); labels are shown in the reader's language. `receiver`:
 * the same reason spoken to the receiver, after "we could not deliver your order today: …" in the
 * failed-attempt message (issue 38 §3, docs/receiver-messages.md).
 */
export const attemptReasons = {
  receiver_unreachable: {
    ar: 'تعذر الوصول إلى المستلم',
    en: 'Receiver unreachable',
    receiver: { ar: 'لم نتمكن من الوصول إليك', en: 'we could not reach you' },
  },
  refused: {
    ar: 'رفض المستلم الشحنة',
    en: 'Refused by the receiver',
    receiver: { ar: 'رُفض استلام الشحنة', en: 'the parcel was refused at the door' },
  },
  wrong_address: {
    ar: 'العنوان غير صحيح',
    en: 'Wrong address',
    receiver: { ar: 'العنوان غير صحيح', en: 'the address was not right' },
  },
  asked_to_reschedule: {
    ar: 'طلب المستلم موعدًا آخر',
    en: 'Receiver asked to reschedule',
    receiver: { ar: 'طُلب موعد آخر للتوصيل', en: 'another delivery day was asked for' },
  },
  cod_not_ready: {
    ar: 'مبلغ التحصيل غير جاهز',
    en: 'Cash on delivery not ready',
    receiver: { ar: 'مبلغ الدفع عند الاستلام لم يكن جاهزًا', en: 'the cash on delivery was not ready' },
  },
  closed: {
    ar: 'المكان مغلق',
    en: 'Place closed',
    receiver: { ar: 'المكان كان مغلقًا', en: 'the place was closed' },
  },
  unsafe: {
    ar: 'المكان غير آمن',
    en: 'Unsafe to deliver',
    receiver: { ar: 'لم يكن التوصيل إلى المكان آمنًا', en: 'the place was not safe to deliver to' },
  },
  other: {
    ar: 'سبب آخر',
    en: 'Other',
    receiver: { ar: 'لم يتمكن الكابتن من إتمام التوصيل', en: 'the captain could not complete the delivery' },
  },
} as const satisfies Record<string, Record<Language, string> & { receiver: Record<Language, string> }>;
export type AttemptReason = keyof typeof attemptReasons;
export const attemptReasonCodes = Object.keys(attemptReasons) as [AttemptReason, ...AttemptReason[]];

/** Why a captain collected less than the order's cash on delivery (a partial amount needs one). */
export const partialAmountReasons = {
  part_refused: { ar: 'رفض المستلم جزءًا من الشحنة', en: 'Part of the parcel refused' },
  damaged: { ar: 'تلف جزء من الشحنة', en: 'Part of the parcel damaged' },
  agreed_discount: { ar: 'خصم متفق عليه مع التاجر', en: 'Discount agreed with the merchant' },
  receiver_short: { ar: 'المستلم لم يكمل المبلغ', en: 'Receiver paid short' },
  other: { ar: 'سبب آخر', en: 'Other' },
} as const satisfies Record<string, Record<Language, string>>;
export type PartialAmountReason = keyof typeof partialAmountReasons;
export const partialAmountReasonCodes = Object.keys(partialAmountReasons) as [
  PartialAmountReason,
  ...PartialAmountReason[],
];

export const attemptReasonLabel = (code: AttemptReason, lang: Language): string => attemptReasons[code][lang];
const isAttemptReason = (code: string | null | undefined): code is AttemptReason =>
  !!code && Object.hasOwn(attemptReasons, code);
/** A stored reason code in the receiver's words; a code the table does not know reads as `other`. */
export const attemptReasonForReceiver = (code: string | null | undefined, lang: Language): string =>
  attemptReasons[isAttemptReason(code) ? code : 'other'].receiver[lang];
export const partialAmountReasonLabel = (code: PartialAmountReason, lang: Language): string =>
  partialAmountReasons[code][lang];
