/**
 * Supplies and statements (issue 7 §4): a message part (see messages-parts.ts; written without importing
 * `messagePart`, which would make an import cycle with the list). The Arabic half has the English keys.
 */
const en = {
  'supplyMethod.cash': 'Cash',
  'supplyMethod.bank_transfer': 'Bank transfer',
  'validation.moneyDecimals': 'Enter at most 2 decimal places',
  'errors.SUPPLY_NOTHING_OWED': 'There are no delivered orders left to supply for this client',
  'errors.SUPPLY_ORDERS_NOT_OWED': 'These orders are not delivered or were already supplied: {codes}',
  'errors.SUPPLY_NOT_POSITIVE':
    'These orders net EGP {amount}: the merchant owes the courier. Nothing is supplied; the debt is carried to the next supply',
  'supply.notification': 'We supplied EGP {amount} for {count} delivered orders ({method})',
  'supply.logNote': 'Supplied in supply no. {id}',
  'supplySheet.list': 'Supplies',
  'supplySheet.details': 'Supply {id}',
  'supplyColumn.id': 'Supply no.',
  'supplyColumn.supplied_on': 'Date',
  'supplyColumn.method': 'Method',
  'supplyColumn.reference': 'Reference',
  'supplyColumn.orders_count': 'Orders',
  'supplyColumn.collected': 'Collected',
  'supplyColumn.fees': 'Shipping fees',
  'supplyColumn.amount': 'Supplied',
  'supplyColumn.code': 'Order code',
  'supplyColumn.receiver': 'Receiver',
  'supplyColumn.delivery_date': 'Delivered on',
  'supplyColumn.shipping_fee': 'Shipping fee',
  'supplyColumn.net': 'Net',
  'supplyColumn.total': 'Total',
};

const ar: Record<keyof typeof en, string> = {
  'supplyMethod.cash': 'نقدًا',
  'supplyMethod.bank_transfer': 'تحويل بنكي',
  'validation.moneyDecimals': 'أدخل رقمين عشريين على الأكثر',
  'errors.SUPPLY_NOTHING_OWED': 'لا توجد طلبات مسلّمة متبقية للتوريد لهذا العميل',
  'errors.SUPPLY_ORDERS_NOT_OWED': 'هذه الطلبات غير مسلّمة أو تم توريدها من قبل: {codes}',
  'errors.SUPPLY_NOT_POSITIVE':
    'صافي هذه الطلبات {amount} ج.م: التاجر مدين للشركة. لا يُورَّد شيء، ويُرحَّل الدين إلى التوريد التالي',
  'supply.notification': 'تم توريد {amount} ج.م عن {count} طلبات مسلّمة ({method})',
  'supply.logNote': 'تم التوريد في التوريد رقم {id}',
  'supplySheet.list': 'التوريدات',
  'supplySheet.details': 'التوريد {id}',
  'supplyColumn.id': 'رقم التوريد',
  'supplyColumn.supplied_on': 'التاريخ',
  'supplyColumn.method': 'الطريقة',
  'supplyColumn.reference': 'المرجع',
  'supplyColumn.orders_count': 'الطلبات',
  'supplyColumn.collected': 'المحصّل',
  'supplyColumn.fees': 'مصاريف الشحن',
  'supplyColumn.amount': 'المورَّد',
  'supplyColumn.code': 'كود الطلب',
  'supplyColumn.receiver': 'المستلم',
  'supplyColumn.delivery_date': 'تاريخ التسليم',
  'supplyColumn.shipping_fee': 'مصاريف الشحن',
  'supplyColumn.net': 'الصافي',
  'supplyColumn.total': 'الإجمالي',
};

export const opsMoneyMessages = { en, ar };
