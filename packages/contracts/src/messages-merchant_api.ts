/**
 * Server texts of the merchant API's conventions (/api/v1, decision 055), listed in messages-parts.ts.
 * Shaped like `messagePart` (the Arabic half has exactly the English half's keys) without importing it.
 */
const en = {
  'errors.API_KEY_INVALID': 'Invalid API key: send Authorization: Bearer <your API key>',
  'errors.METHOD_NOT_ALLOWED': 'This address does not accept this method',
  'errors.API_KEY_EXPIRED':
    'This API key was replaced and its grace period has ended: use the new key from the API page',
} as const;

const ar: Record<keyof typeof en, string> = {
  'errors.API_KEY_INVALID': 'مفتاح API غير صالح: أرسل Authorization: Bearer <مفتاح API الخاص بك>',
  'errors.METHOD_NOT_ALLOWED': 'هذا العنوان لا يقبل هذه الطريقة',
  'errors.API_KEY_EXPIRED': 'تم استبدال مفتاح API هذا وانتهت مهلته: استخدم المفتاح الجديد من صفحة API',
};

export const merchantApiMessages = { en, ar };
