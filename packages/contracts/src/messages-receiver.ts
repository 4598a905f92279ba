import { messagePart } from './message-part';

/**
 * Texts of the receiver's tracking page and of the messages sent to receivers (decision 062), listed in
 * messages-parts.ts. `{merchant}` is the merchant's name; `{link}` the tracking page; `{reason}` a failed
 * attempt's reason in the receiver's words (`attemptReasonForReceiver`).
 */
export const receiverMessages = messagePart(
  {
    'receiver.page.title': 'Track your order',
    'receiver.page.from': 'Order {code} from {merchant}',
    'receiver.page.status': 'Now',
    'receiver.page.timeline': 'What has happened',
    'receiver.page.expected': 'Expected delivery',
    'receiver.page.delivered': 'Delivered on',
    'receiver.page.area': 'Delivery area',
    'receiver.page.receiver': 'Receiver',
    'receiver.page.captain': 'Your captain today: {name}',
    'receiver.page.call': 'Call {name}',
    'receiver.page.otherLanguage': 'العربية',
    'receiver.page.notFound':
      'This tracking link is not valid. Ask the merchant for a new one, or look your order up below.',
    'receiver.lookup.title': 'Find your order',
    'receiver.lookup.intro':
      'Enter the order code from the merchant and the last 4 digits of your phone number.',
    'receiver.lookup.code': 'Order code',
    'receiver.lookup.digits': 'Last 4 digits of your phone',
    'receiver.lookup.submit': 'Find my order',
    'receiver.lookup.noMatch': 'No order matches this code and these digits. Check them and try again.',
    'receiver.tooMany': 'Too many requests. Try again in a minute.',
    'receiver.step.sent': 'Order placed with the courier',
    'receiver.step.picked_up': 'Picked up from the merchant',
    'receiver.step.out_for_delivery': 'Out for delivery',
    'receiver.step.attempt_failed': 'Delivery attempt failed',
    'receiver.step.delivered': 'Delivered',
    'receiver.step.returning': 'Returning to the merchant',
    'receiver.step.cancelled': 'Cancelled',
    'receiver.step.confirmed': 'Confirmed by the receiver',
    'receiver.step.address_corrected': 'Address corrected by the receiver',
    'receiver.step.cancel_asked': 'Cancellation asked by the receiver',
    'receiver.message.out_for_delivery':
      '{merchant}: your order {code} is out for delivery today with {captain}. Track it: {link}',
    'receiver.message.out_for_delivery_code':
      '{merchant}: your order {code} is out for delivery today with {captain}. Give the captain the code {delivery_code}. Track it: {link}',
    'receiver.message.failed_attempt':
      '{merchant}: we could not deliver your order {code} today: {reason}. Pick a new day or correct your address or phone: {link}',
    'receiver.message.delivered': '{merchant}: your order {code} was delivered. Thank you!',
    'receiver.log.sent': '{channel} message “{event}” sent to {recipient}',
    'receiver.log.failed': '{channel} message “{event}” could not be sent: {error}',
    'receiver.log.receipt': '{channel} message “{event}”: {status}',
    'receiver.event.out_for_delivery': 'out for delivery',
    'receiver.event.failed_attempt': 'failed attempt',
    'receiver.event.delivered': 'delivered',
  },
  {
    'receiver.page.title': 'تتبّع طلبك',
    'receiver.page.from': 'الطلب {code} من {merchant}',
    'receiver.page.status': 'الآن',
    'receiver.page.timeline': 'ما حدث حتى الآن',
    'receiver.page.expected': 'موعد التوصيل المتوقع',
    'receiver.page.delivered': 'تم التوصيل في',
    'receiver.page.area': 'منطقة التوصيل',
    'receiver.page.receiver': 'المستلم',
    'receiver.page.captain': 'الكابتن اليوم: {name}',
    'receiver.page.call': 'اتصل بـ {name}',
    'receiver.page.otherLanguage': 'English',
    'receiver.page.notFound':
      'رابط التتبّع هذا غير صالح. اطلب رابطًا جديدًا من التاجر، أو ابحث عن طلبك بالأسفل.',
    'receiver.lookup.title': 'ابحث عن طلبك',
    'receiver.lookup.intro': 'أدخل كود الطلب الذي أرسله التاجر وآخر 4 أرقام من رقم هاتفك.',
    'receiver.lookup.code': 'كود الطلب',
    'receiver.lookup.digits': 'آخر 4 أرقام من هاتفك',
    'receiver.lookup.submit': 'ابحث عن طلبي',
    'receiver.lookup.noMatch': 'لا يوجد طلب بهذا الكود وهذه الأرقام. راجعها وحاول مرة أخرى.',
    'receiver.tooMany': 'طلبات كثيرة. حاول مرة أخرى بعد دقيقة.',
    'receiver.step.sent': 'سُلّم الطلب لشركة الشحن',
    'receiver.step.picked_up': 'استُلم من التاجر',
    'receiver.step.out_for_delivery': 'خرج للتوصيل',
    'receiver.step.attempt_failed': 'تعذّر التوصيل',
    'receiver.step.delivered': 'تم التوصيل',
    'receiver.step.returning': 'في الطريق للعودة إلى التاجر',
    'receiver.step.cancelled': 'أُلغي',
    'receiver.step.confirmed': 'أكّد المستلم الطلب',
    'receiver.step.address_corrected': 'صحّح المستلم العنوان',
    'receiver.step.cancel_asked': 'طلب المستلم إلغاء الطلب',
    'receiver.message.out_for_delivery':
      '{merchant}: طلبك {code} خرج للتوصيل اليوم مع الكابتن {captain}. تتبّعه: {link}',
    'receiver.message.out_for_delivery_code':
      '{merchant}: طلبك {code} خرج للتوصيل اليوم مع الكابتن {captain}. أعطِ الكابتن الكود {delivery_code}. تتبّعه: {link}',
    'receiver.message.failed_attempt':
      '{merchant}: تعذّر توصيل طلبك {code} اليوم: {reason}. اختر يومًا جديدًا أو صحّح عنوانك أو هاتفك: {link}',
    'receiver.message.delivered': '{merchant}: تم توصيل طلبك {code}. شكرًا لك!',
    'receiver.log.sent': 'رسالة {channel} «{event}» أُرسلت إلى {recipient}',
    'receiver.log.failed': 'تعذّر إرسال رسالة {channel} «{event}»: {error}',
    'receiver.log.receipt': 'رسالة {channel} «{event}»: {status}',
    'receiver.event.out_for_delivery': 'خرج للتوصيل',
    'receiver.event.failed_attempt': 'تعذّر التوصيل',
    'receiver.event.delivered': 'تم التوصيل',
  },
);
