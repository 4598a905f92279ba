import type { Language } from './i18n';

/**
 * The one list of why a delivery attempt failed (issue 37 point 5): the captain's app picks from it, the
 * API checks it, the merchant's order page, the v1 API and the `order.status_changed` webhook carry the code.
 * Codes are stable (stored and sent to merchants); labels are shown in the reader's language.
 */
export const attemptReasons = {
  receiver_unreachable: { ar: 'تعذر الوصول إلى المستلم', en: 'Receiver unreachable' },
  refused: { ar: 'رفض المستلم الشحنة', en: 'Refused by the receiver' },
  wrong_address: { ar: 'العنوان غير صحيح', en: 'Wrong address' },
  asked_to_reschedule: { ar: 'طلب المستلم موعدًا آخر', en: 'Receiver asked to reschedule' },
  cod_not_ready: { ar: 'مبلغ التحصيل غير جاهز', en: 'Cash on delivery not ready' },
  closed: { ar: 'المكان مغلق', en: 'Place closed' },
  unsafe: { ar: 'المكان غير آمن', en: 'Unsafe to deliver' },
  other: { ar: 'سبب آخر', en: 'Other' },
} as const satisfies Record<string, Record<Language, string>>;
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
export const partialAmountReasonLabel = (code: PartialAmountReason, lang: Language): string =>
  partialAmountReasons[code][lang];
