import { messagePart } from './message-part';

/** Server texts of store plugins (issue 10), listed in messages-parts.ts. */
export const storePluginsMessages = messagePart(
  {
    'storePlugins.secretTooShort': 'Paste the whole signing key (at least 16 characters)',
    'errors.SIGNATURE_INVALID': 'The signature of this request does not match',
  },
  {
    'storePlugins.secretTooShort': 'الصق مفتاح التوقيع كاملًا (16 حرفًا على الأقل)',
    'errors.SIGNATURE_INVALID': 'توقيع هذا الطلب غير مطابق',
  },
);
