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
};

export const stockMessages = { en, ar };
