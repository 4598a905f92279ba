/**
 * Reference data: reasons a captain records when an order is delayed (`reasonTypes.order_delay`) and when a mission is
 * terminated, in Arabic and English.
 */
import type { SeedDelayReason, SeedTerminationReason } from './types';

export const delayReasons: SeedDelayReason[] = [
  { nameAr: 'طلب المستلم التأجيل', nameEn: 'Receiver asked to postpone' },
  { nameAr: 'المستلم لا يرد على الهاتف', nameEn: 'Receiver not answering the phone' },
  {
    nameAr: 'هاتف المستلم مغلق أو خارج الخدمة',
    nameEn: 'Receiver phone switched off or unreachable',
  },
  { nameAr: 'العنوان غير صحيح أو غير مكتمل', nameEn: 'Wrong or incomplete address' },
  { nameAr: 'المستلم غير موجود بالعنوان', nameEn: 'Receiver not at the address' },
  { nameAr: 'المستلم لا يملك المبلغ حاليًا', nameEn: 'Receiver does not have the amount now' },
  {
    nameAr: 'طلب المستلم التسليم على عنوان آخر',
    nameEn: 'Receiver asked for delivery to another address',
  },
];

export const terminationReasons: SeedTerminationReason[] = [
  { nameAr: 'ألغى العميل المهمة', nameEn: 'Client cancelled the mission' },
  { nameAr: 'الشحنات غير جاهزة للاستلام', nameEn: 'Parcels not ready for pickup' },
  { nameAr: 'تعذر التواصل مع العميل', nameEn: 'Client could not be reached' },
  { nameAr: 'عنوان الاستلام غير صحيح', nameEn: 'Wrong pickup address' },
  { nameAr: 'نُفذت ضمن مهمة أخرى', nameEn: 'Done as part of another mission' },
  { nameAr: 'ظروف طارئة في الطريق أو الطقس', nameEn: 'Road or weather emergency' },
  { nameAr: 'سبب آخر', nameEn: 'Other', needsNote: true },
];
