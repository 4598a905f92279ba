/**
 * Server texts of notifications. An event source records a key and its params; a param whose value is
 * itself a catalog key (`orderStatus.given`) is put in the reader's language too. Written without
 * `messagePart` (importing it from messages-parts.ts, which lists this file, would be an import cycle);
 * the `Record<keyof typeof en, string>` type makes the same check: the Arabic half has the English keys.
 */
const en = {
  'notify.orderMoved': 'Order {code} is now: {status}',
  'notify.orderMovedWithReason': 'Order {code} is now: {status} ({reason})',
  'notify.missionMoved': 'Mission {code} is now: {status}',
  'notify.supplied': '{amount} was supplied to you for {count} orders',
  'notify.requestAccepted': 'Your request "{request}" for order {code} was accepted',
  'notify.requestRejected': 'Your request "{request}" for order {code} was rejected',
  'notify.ticketReply': 'New reply on ticket {code}',
  'notify.chatMessage': 'New message about {code}',
  'notify.general': 'Announcement: {text}',
  'notify.storeOrderRefused': 'The store order {label} was not saved ({field}: {reason}). Add it by hand.',
  'notify.storeOrderNeedsFix':
    'The store order {label} waits among the orders to confirm ({field}: {reason}). Fix it there.',
} as const;

const ar: Record<keyof typeof en, string> = {
  'notify.orderMoved': 'الشحنة {code} أصبحت: {status}',
  'notify.orderMovedWithReason': 'الشحنة {code} أصبحت: {status} ({reason})',
  'notify.missionMoved': 'المهمة {code} أصبحت: {status}',
  'notify.supplied': 'تم توريد {amount} لك عن {count} شحنة',
  'notify.requestAccepted': 'تم قبول طلبك "{request}" للشحنة {code}',
  'notify.requestRejected': 'تم رفض طلبك "{request}" للشحنة {code}',
  'notify.ticketReply': 'رد جديد على التذكرة {code}',
  'notify.chatMessage': 'رسالة جديدة بخصوص {code}',
  'notify.general': 'إعلان: {text}',
  'notify.storeOrderRefused': 'لم يُحفظ طلب المتجر {label} ({field}: {reason}). أضفه يدويًا.',
  'notify.storeOrderNeedsFix':
    'طلب المتجر {label} ينتظر بين الطلبات المطلوب تأكيدها ({field}: {reason}). صحّحه هناك.',
};

export const notifyMessages = { en, ar };
