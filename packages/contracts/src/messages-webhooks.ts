/**
 * Server texts of signed webhooks (decision 030), listed in messages-parts.ts. Shaped like `messagePart`
 * (the Arabic half has exactly the English half's keys) without importing it (an import cycle).
 */
const en = {
  'webhooks.urlInvalid': 'Enter a full web address, such as https://example.com/webhooks',
  'webhooks.httpsRequired': 'The address must start with https://',
  'webhooks.urlCredentials': 'The address must not contain a user name or password',
  'webhooks.addressNotAllowed': 'This address points to a private or internal network; use a public address',
  'webhooks.hostUnresolved': 'This host name could not be found',
  'errors.WEBHOOK_URL_MISSING': 'Set the address that receives status updates first',
} as const;

const ar: Record<keyof typeof en, string> = {
  'webhooks.urlInvalid': 'أدخل عنوان ويب كاملًا، مثل https://example.com/webhooks',
  'webhooks.httpsRequired': 'يجب أن يبدأ العنوان بـ https://',
  'webhooks.urlCredentials': 'يجب ألا يحتوي العنوان على اسم مستخدم أو كلمة مرور',
  'webhooks.addressNotAllowed': 'هذا العنوان يشير إلى شبكة خاصة أو داخلية؛ استخدم عنوانًا عامًا',
  'webhooks.hostUnresolved': 'تعذر العثور على اسم هذا الخادم',
  'errors.WEBHOOK_URL_MISSING': 'حدد أولًا العنوان الذي يستقبل تحديثات الحالة',
};

export const webhooksMessages = { en, ar };
