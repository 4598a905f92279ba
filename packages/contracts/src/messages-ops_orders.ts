/** Server texts of the staff orders desk (issue 7 §2): refusals per order and the merchant's notifications. */
const en = {
  'opsOrders.unknownCode': 'No order has the code {code}',
  'opsOrders.moveNotAllowed': 'This order is {from}: it cannot move to “{to}”',
  'opsOrders.captainRequired': 'Choose the captain who carries the order',
  'opsOrders.captainUnknown': 'This captain does not exist',
  'opsOrders.reasonRequired': 'Choose a reason for “{to}”',
  'opsOrders.reasonUnknown': 'This reason does not exist',
  'opsOrders.partialNeedsReason': 'A received amount other than the amount to collect needs a reason',
  'opsOrders.requestAnswered': 'This request was already answered',
  'opsOrders.notify.status': 'Order {code} is now “{status}”',
  'opsOrders.notify.accepted': 'Your request “{request}” on order {code} was accepted',
  'opsOrders.notify.rejected': 'Your request “{request}” on order {code} was rejected',
  'orderRequest.delay': 'Delay',
  'orderRequest.resend': 'Resend',
  'orderRequest.return_on_sender': 'Return to sender',
  'orderRequest.urgent': 'Urgent',
  'orderRequest.cancel': 'Cancel',
} as const;

const ar: Record<keyof typeof en, string> = {
  'opsOrders.unknownCode': 'لا يوجد طلب بالكود {code}',
  'opsOrders.moveNotAllowed': 'حالة هذا الطلب «{from}»: لا يمكن نقله إلى «{to}»',
  'opsOrders.captainRequired': 'اختر الكابتن الذي يحمل الطلب',
  'opsOrders.captainUnknown': 'هذا الكابتن غير موجود',
  'opsOrders.reasonRequired': 'اختر سببًا لـ «{to}»',
  'opsOrders.reasonUnknown': 'هذا السبب غير موجود',
  'opsOrders.partialNeedsReason': 'المبلغ المستلم المختلف عن مبلغ التحصيل يحتاج إلى سبب',
  'opsOrders.requestAnswered': 'تم الرد على هذا الطلب من قبل',
  'opsOrders.notify.status': 'الطلب {code} أصبح «{status}»',
  'opsOrders.notify.accepted': 'تم قبول طلبك «{request}» على الطلب {code}',
  'opsOrders.notify.rejected': 'تم رفض طلبك «{request}» على الطلب {code}',
  'orderRequest.delay': 'تأجيل',
  'orderRequest.resend': 'إعادة إرسال',
  'orderRequest.return_on_sender': 'إرجاع للراسل',
  'orderRequest.urgent': 'مستعجل',
  'orderRequest.cancel': 'إلغاء',
};

/** Listed in messages-parts.ts (the same shape `messagePart` makes; no import back, so no cycle). */
export const opsOrdersMessages = { en, ar };
