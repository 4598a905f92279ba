/**
 * Reference data: the complaint types (each with its titles) and inquiry types a client chooses from
 * when opening a support ticket, in Arabic and English.
 */
import type { SeedComplaintType, SeedInquiryType } from './types';

export const complaintTypes: SeedComplaintType[] = [
  {
    nameAr: 'تأخير في التوصيل',
    nameEn: 'Late delivery',
    titles: [
      { nameAr: 'تجاوز الطلب مدة التوصيل المتفق عليها', nameEn: 'Order exceeded the agreed delivery time' },
      { nameAr: 'لم يحضر الكابتن في موعد الاستلام', nameEn: 'Captain missed the pickup appointment' },
      { nameAr: 'تأجيل متكرر دون سبب واضح', nameEn: 'Repeated postponement without a clear reason' },
    ],
  },
  {
    nameAr: 'تلف أو فقدان الشحنة',
    nameEn: 'Damaged or lost parcel',
    titles: [
      { nameAr: 'وصول الشحنة تالفة', nameEn: 'Parcel arrived damaged' },
      { nameAr: 'فقدان الشحنة', nameEn: 'Parcel lost' },
      { nameAr: 'نقص في محتويات الشحنة', nameEn: 'Items missing from the parcel' },
    ],
  },
  {
    nameAr: 'خطأ في المبلغ المحصل',
    nameEn: 'Wrong amount collected',
    titles: [
      { nameAr: 'تحصيل مبلغ أقل من قيمة الطلب', nameEn: 'Less than the order amount was collected' },
      { nameAr: 'تحصيل مبلغ أكبر من قيمة الطلب', nameEn: 'More than the order amount was collected' },
      { nameAr: 'خطأ في مصاريف الشحن', nameEn: 'Wrong shipping cost charged' },
    ],
  },
  {
    nameAr: 'سلوك الكابتن',
    nameEn: 'Captain behaviour',
    titles: [
      { nameAr: 'سوء معاملة المستلم أو العميل', nameEn: 'Rude to the receiver or the client' },
      { nameAr: 'طلب مبالغ إضافية', nameEn: 'Asked for extra money' },
      { nameAr: 'عدم الالتزام بتعليمات التسليم', nameEn: 'Did not follow the delivery instructions' },
    ],
  },
  {
    nameAr: 'تأخير التوريد',
    nameEn: 'Supply delay',
    titles: [
      { nameAr: 'تأخر توريد المبالغ المحصلة', nameEn: 'Collected cash supplied late' },
      { nameAr: 'المبلغ المورد أقل من الرصيد', nameEn: 'Supplied amount is lower than the balance' },
      { nameAr: 'لم يصل التحويل البنكي', nameEn: 'Bank transfer not received' },
    ],
  },
  {
    nameAr: 'مشكلة في المرتجعات',
    nameEn: 'Returns problem',
    titles: [
      { nameAr: 'لم يصل المرتجع', nameEn: 'Return not received' },
      { nameAr: 'تحويل الطلب إلى مرتجع دون سبب', nameEn: 'Order returned without a valid reason' },
    ],
  },
];

export const inquiryTypes: SeedInquiryType[] = [
  { nameAr: 'استفسار عن طلب', nameEn: 'Order inquiry' },
  { nameAr: 'استفسار عن الرصيد والتوريد', nameEn: 'Balance and supply inquiry' },
  { nameAr: 'استفسار عن الأسعار ومصاريف الشحن', nameEn: 'Prices and shipping costs' },
  { nameAr: 'استفسار عن المهام', nameEn: 'Missions inquiry' },
  { nameAr: 'استفسار عن الحساب', nameEn: 'Account inquiry' },
  { nameAr: 'استفسار عن مناطق التغطية', nameEn: 'Coverage areas inquiry' },
];
