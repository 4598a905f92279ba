import { messagePart } from './message-part';

/** Server texts of store plugins (issue 10), listed in messages-parts.ts. */
export const storePluginsMessages = messagePart(
  {
    'storePlugins.secretTooShort': 'Paste the whole signing key (at least 16 characters)',
    'errors.SIGNATURE_INVALID': 'The signature of this request does not match',
    'storePlugins.storeUrlInvalid': "Enter the store's address, such as https://my-store.myshopify.com",
    'storePlugins.credentialsRequired': 'Enter the store API credentials to turn write-back on',
    'storePlugins.note.picked_up': 'Picked up by the courier. Tracking number {code}: {link}',
    'storePlugins.note.delivered': 'Delivered to the receiver (courier tracking number {code}).',
    'storePlugins.note.returned': 'Returned to the merchant (courier tracking number {code}).',
  },
  {
    'storePlugins.secretTooShort': 'الصق مفتاح التوقيع كاملًا (16 حرفًا على الأقل)',
    'errors.SIGNATURE_INVALID': 'توقيع هذا الطلب غير مطابق',
    'storePlugins.storeUrlInvalid': 'أدخل عنوان المتجر، مثل https://my-store.myshopify.com',
    'storePlugins.credentialsRequired': 'أدخل بيانات واجهة المتجر البرمجية لتشغيل إرسال الحالة',
    'storePlugins.note.picked_up': 'استلمها المندوب. رقم التتبع {code}: {link}',
    'storePlugins.note.delivered': 'سُلِّمت إلى المستلم (رقم التتبع لدى شركة الشحن {code}).',
    'storePlugins.note.returned': 'أُعيدت إلى التاجر (رقم التتبع لدى شركة الشحن {code}).',
  },
);
