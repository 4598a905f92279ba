/**
 * Scanning, the bulk delivery with exceptions, run sheets and manifests (issue 36, decision 059): a
 * message part (see messages-parts.ts). The Arabic half has the English keys.
 */
const en = {
  'opsScan.tooManyCodes': 'Enter at most 500 codes',
  'opsScan.exceptionReasonRequired': 'Choose why the amount received differs',
  'opsScan.refusal.unknown': 'Unknown code: no order has it',
  'opsScan.refusal.wrong_state': 'This order is {from}: it cannot move to “{to}”',
  'opsScan.refusal.other_branch': 'This order belongs to another branch ({branch})',
  'opsScan.refusal.duplicate': 'Already in the batch',
  'runSheet.sheet': 'Run sheet',
  'runSheet.pickupTitle': 'Pickup {code} · {client}',
  'runSheet.returnsTitle': 'Returns to {client}',
  'runSheet.column.code': 'Code',
  'runSheet.column.receiver': 'Receiver',
  'runSheet.column.phone': 'Phone',
  'runSheet.column.address': 'Address',
  'runSheet.column.cod': 'COD to collect',
  'runSheet.column.notes': 'Notes',
  'runSheet.column.client': 'Merchant',
  'runSheet.resentTo': 'Resent to a new address',
} as const;

const ar: Record<keyof typeof en, string> = {
  'opsScan.tooManyCodes': 'أدخل 500 كود على الأكثر',
  'opsScan.exceptionReasonRequired': 'اختر سبب اختلاف المبلغ المستلم',
  'opsScan.refusal.unknown': 'كود غير معروف: لا يوجد طلب به',
  'opsScan.refusal.wrong_state': 'حالة هذا الطلب «{from}»: لا يمكن نقله إلى «{to}»',
  'opsScan.refusal.other_branch': 'هذا الطلب تابع لفرع آخر ({branch})',
  'opsScan.refusal.duplicate': 'موجود في الدفعة بالفعل',
  'runSheet.sheet': 'كشف التوزيع',
  'runSheet.pickupTitle': 'استلام {code} · {client}',
  'runSheet.returnsTitle': 'مرتجعات إلى {client}',
  'runSheet.column.code': 'الكود',
  'runSheet.column.receiver': 'المستلم',
  'runSheet.column.phone': 'الهاتف',
  'runSheet.column.address': 'العنوان',
  'runSheet.column.cod': 'المبلغ المطلوب تحصيله',
  'runSheet.column.notes': 'ملاحظات',
  'runSheet.column.client': 'التاجر',
  'runSheet.resentTo': 'أعيد إرساله إلى عنوان جديد',
};

/** Listed in messages-parts.ts (the same shape `messagePart` makes; no import back, so no cycle). */
export const opsScanMessages = { en, ar };
