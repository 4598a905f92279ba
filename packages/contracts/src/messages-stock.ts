/**
 * Server texts of products, the survey and international tracking (issue 9), listed in messages-parts.ts.
 * The shape of `messagePart` without importing it (that import would be a cycle): Arabic has English's keys.
 */
const en = {
  'errors.PRODUCT_SKU_TAKEN': 'Another product already has this SKU code',
  'errors.SURVEY_NOT_AVAILABLE': 'This survey is not open for you any more',
  'products.skuTaken': 'This SKU code is already used by another product',
  'survey.answerRequired': 'Answer this question',
  'survey.thanks': 'Thank you for answering the survey',
  'tracking.codeShort': 'A tracking code has at least 5 characters',
  'tracking.codeInvalid': 'Use Latin letters, digits and dashes only',
  'tracking.codeTaken': 'Another shipment already has this tracking code',
  'tracking.noSuchClient': 'No client has this number',
  'trackingStatus.not_found': 'Not found yet',
  'trackingStatus.info_received': 'Information received',
  'trackingStatus.in_transit': 'In transit',
  'trackingStatus.expired': 'No news for a long time',
  'trackingStatus.available_for_pickup': 'Ready for pickup',
  'trackingStatus.out_for_delivery': 'Out for delivery',
  'trackingStatus.delivery_failure': 'Delivery failed',
  'trackingStatus.delivered': 'Delivered',
  'trackingStatus.exception': 'Needs attention',
  'trackingStatus.unknown': 'Status not known',
} as const;

const ar: Record<keyof typeof en, string> = {
  'errors.PRODUCT_SKU_TAKEN': 'يوجد منتج آخر بنفس كود SKU',
  'errors.SURVEY_NOT_AVAILABLE': 'هذا الاستبيان لم يعد متاحًا لك',
  'products.skuTaken': 'كود SKU هذا مستخدم لمنتج آخر',
  'survey.answerRequired': 'أجب عن هذا السؤال',
  'survey.thanks': 'شكرًا لإجابتك على الاستبيان',
  'tracking.codeShort': 'كود التتبع 5 أحرف على الأقل',
  'tracking.codeInvalid': 'استخدم حروفًا لاتينية وأرقامًا وشرطات فقط',
  'tracking.codeTaken': 'توجد شحنة أخرى بنفس كود التتبع',
  'tracking.noSuchClient': 'لا يوجد عميل بهذا الرقم',
  'trackingStatus.not_found': 'لم يُعثر عليها بعد',
  'trackingStatus.info_received': 'تم استلام البيانات',
  'trackingStatus.in_transit': 'في الطريق',
  'trackingStatus.expired': 'لا تحديثات منذ مدة طويلة',
  'trackingStatus.available_for_pickup': 'جاهزة للاستلام',
  'trackingStatus.out_for_delivery': 'خرجت للتوصيل',
  'trackingStatus.delivery_failure': 'تعذّر التوصيل',
  'trackingStatus.delivered': 'تم التسليم',
  'trackingStatus.exception': 'تحتاج إلى متابعة',
  'trackingStatus.unknown': 'حالة غير معروفة',
};

export const stockMessages = { en, ar };
