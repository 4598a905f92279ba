import { messagePart } from './message-part';

/** Server texts of the captain's app (issue 37, decision 061). */
export const captainAppMessages = messagePart(
  {
    'errors.CAPTAIN_ORDER_MOVED':
      'The office moved this order meanwhile (it is now: {status}); nothing was recorded. Call the office.',
    'errors.DELIVERY_CODE_INVALID':
      'The delivery code is not right. Ask the receiver for the code in their message.',
    'errors.DELIVERY_CODE_LOCKED': 'Too many wrong delivery codes for this order. Call the office.',
    'errors.PARTIAL_AMOUNT_NEEDS_REASON': 'A collected amount below the cash on delivery needs a reason',
    'errors.COLLECTED_ABOVE_COD': 'The collected amount cannot be more than the cash on delivery',
    'errors.PROOF_FILE_REQUIRED': 'A photo or a signature proof needs its one image, and a code proof none',
    'errors.PROOF_IMAGE_ONLY': 'A proof or attempt photo must be a JPEG, PNG or WebP image',
    'captain.log.delivered': 'Delivered by the captain',
    'captain.log.failed': 'Delivery attempt failed: {reason}',
  },
  {
    'errors.CAPTAIN_ORDER_MOVED':
      'غيّر المكتب حالة هذه الشحنة في الأثناء (حالتها الآن: {status})، ولم يُسجَّل شيء. اتصل بالمكتب.',
    'errors.DELIVERY_CODE_INVALID': 'كود التسليم غير صحيح. اطلب من المستلم الكود الموجود في رسالته.',
    'errors.DELIVERY_CODE_LOCKED': 'تكرر إدخال كود تسليم خاطئ لهذه الشحنة. اتصل بالمكتب.',
    'errors.PARTIAL_AMOUNT_NEEDS_REASON': 'المبلغ المحصّل أقل من مبلغ التحصيل ويحتاج إلى سبب',
    'errors.COLLECTED_ABOVE_COD': 'لا يمكن أن يزيد المبلغ المحصّل على مبلغ التحصيل',
    'errors.PROOF_FILE_REQUIRED':
      'إثبات التسليم بصورة أو توقيع يحتاج إلى صورة واحدة، وإثبات الكود لا يحتاج إلى صورة',
    'errors.PROOF_IMAGE_ONLY': 'صورة الإثبات أو المحاولة يجب أن تكون بصيغة JPEG أو PNG أو WebP',
    'captain.log.delivered': 'سلّمها المندوب',
    'captain.log.failed': 'فشلت محاولة التسليم: {reason}',
  },
);
