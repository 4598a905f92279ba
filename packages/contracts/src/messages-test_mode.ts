import { messagePart } from './message-part';

/** Server texts of the merchant API's test mode (decision 074), listed in messages-parts.ts. */
export const testModeMessages = messagePart(
  {
    'errors.TEST_KEY_REQUIRED': 'This call moves test orders only: send a test API key (cp_test_…)',
  },
  {
    'errors.TEST_KEY_REQUIRED': 'هذا الطلب يحرك طلبات الاختبار فقط: أرسل مفتاح API تجريبيًا (cp_test_…)',
  },
);
