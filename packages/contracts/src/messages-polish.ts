/**
 * Texts of the polish pass (issue 14): plural forms of every server message with a count, and the new
 * rules' messages. A count message `key` has `key_zero … key_other` here (Arabic has six forms; English
 * repeats `other` where it has none); `translate` picks the form with `Intl.PluralRules` when the
 * params carry `count`.
 */
export const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof pluralForms)[number];

type Forms<K extends string> = Record<`${K}_${PluralForm}`, string>;

/** The six keys of a count message: English has one and other, Arabic all six. */
function plural<const K extends string>(
  key: K,
  en: { one: string; other: string },
  ar: Record<PluralForm, string>,
): { en: Forms<K>; ar: Forms<K> } {
  const enForms = {
    zero: en.other,
    one: en.one,
    two: en.other,
    few: en.other,
    many: en.other,
    other: en.other,
  };
  const pick = (forms: Record<PluralForm, string>) =>
    Object.fromEntries(pluralForms.map((f) => [`${key}_${f}`, forms[f]])) as Forms<K>;
  return { en: pick(enForms), ar: pick(ar) };
}

const rowsInvalid = plural(
  'errors.IMPORT_ROWS_INVALID',
  {
    one: '1 row has errors. Fix it and upload the file again',
    other: '{count} rows have errors. Fix them and upload the file again',
  },
  {
    zero: 'لا توجد صفوف بها أخطاء',
    one: 'يوجد صف واحد به أخطاء. صحّحه ثم ارفع الملف مرة أخرى',
    two: 'يوجد صفان بهما أخطاء. صحّحهما ثم ارفع الملف مرة أخرى',
    few: 'توجد {count} صفوف بها أخطاء. صحّحها ثم ارفع الملف مرة أخرى',
    many: 'يوجد {count} صفًا بها أخطاء. صحّحها ثم ارفع الملف مرة أخرى',
    other: 'يوجد {count} صف بها أخطاء. صحّحها ثم ارفع الملف مرة أخرى',
  },
);

const bulkInvalid = plural(
  'errors.BULK_ROWS_INVALID',
  {
    one: '1 order has errors, so none was created. Fix it and send the request again',
    other: '{count} orders have errors, so none was created. Fix them and send the request again',
  },
  {
    zero: 'لا توجد طلبات بها أخطاء',
    one: 'يوجد طلب واحد به أخطاء، فلم يُنشأ أي طلب. صحّحه ثم أرسل الطلب مرة أخرى',
    two: 'يوجد طلبان بهما أخطاء، فلم يُنشأ أي طلب. صحّحهما ثم أرسل الطلب مرة أخرى',
    few: 'توجد {count} طلبات بها أخطاء، فلم يُنشأ أي طلب. صحّحها ثم أرسل الطلب مرة أخرى',
    many: 'يوجد {count} طلبًا بها أخطاء، فلم يُنشأ أي طلب. صحّحها ثم أرسل الطلب مرة أخرى',
    other: 'يوجد {count} طلب بها أخطاء، فلم يُنشأ أي طلب. صحّحها ثم أرسل الطلب مرة أخرى',
  },
);

const created = plural(
  'import.created',
  { one: '1 order was added', other: '{count} orders were added' },
  {
    zero: 'لم يُضَف أي طلب',
    one: 'تمت إضافة طلب واحد',
    two: 'تمت إضافة طلبين',
    few: 'تمت إضافة {count} طلبات',
    many: 'تمت إضافة {count} طلبًا',
    other: 'تمت إضافة {count} طلب',
  },
);

const needsGeo = plural(
  'import.needsGeo',
  {
    one: '1 row needs its governorate or area confirmed',
    other: '{count} rows need their governorate or area confirmed',
  },
  {
    zero: 'لا توجد صفوف تحتاج إلى تأكيد المحافظة أو المنطقة',
    one: 'يوجد صف واحد يحتاج إلى تأكيد المحافظة أو المنطقة',
    two: 'يوجد صفان يحتاجان إلى تأكيد المحافظة أو المنطقة',
    few: 'توجد {count} صفوف تحتاج إلى تأكيد المحافظة أو المنطقة',
    many: 'يوجد {count} صفًا تحتاج إلى تأكيد المحافظة أو المنطقة',
    other: 'يوجد {count} صف تحتاج إلى تأكيد المحافظة أو المنطقة',
  },
);

const supplied = plural(
  'notify.supplied',
  {
    one: '{amount} was supplied to you for 1 order',
    other: '{amount} was supplied to you for {count} orders',
  },
  {
    zero: 'تم توريد {amount} لك دون شحنات',
    one: 'تم توريد {amount} لك عن شحنة واحدة',
    two: 'تم توريد {amount} لك عن شحنتين',
    few: 'تم توريد {amount} لك عن {count} شحنات',
    many: 'تم توريد {amount} لك عن {count} شحنة',
    other: 'تم توريد {amount} لك عن {count} شحنة',
  },
);

const pickedUp = plural(
  'opsMissions.notify.pickedUp',
  {
    one: 'Mission {code} was executed: 1 order picked up',
    other: 'Mission {code} was executed: {count} orders picked up',
  },
  {
    zero: 'نُفِّذت المهمة {code}: لم يُستلم أي طلب',
    one: 'نُفِّذت المهمة {code}: استُلم طلب واحد',
    two: 'نُفِّذت المهمة {code}: استُلم طلبان',
    few: 'نُفِّذت المهمة {code}: استُلمت {count} طلبات',
    many: 'نُفِّذت المهمة {code}: استُلم {count} طلبًا',
    other: 'نُفِّذت المهمة {code}: استُلم {count} طلب',
  },
);

const supplyNotification = plural(
  'supply.notification',
  {
    one: 'We supplied EGP {amount} for 1 delivered order ({method})',
    other: 'We supplied EGP {amount} for {count} delivered orders ({method})',
  },
  {
    zero: 'تم توريد {amount} ج.م دون طلبات مسلّمة ({method})',
    one: 'تم توريد {amount} ج.م عن طلب مسلّم واحد ({method})',
    two: 'تم توريد {amount} ج.م عن طلبين مسلّمين ({method})',
    few: 'تم توريد {amount} ج.م عن {count} طلبات مسلّمة ({method})',
    many: 'تم توريد {amount} ج.م عن {count} طلبًا مسلّمًا ({method})',
    other: 'تم توريد {amount} ج.م عن {count} طلب مسلّم ({method})',
  },
);

const en = {
  ...rowsInvalid.en,
  ...bulkInvalid.en,
  ...supplied.en,
  ...pickedUp.en,
  ...supplyNotification.en,
  ...created.en,
  ...needsGeo.en,
  'validation.rateRequired': 'Choose a rating from 1 to 5 stars',
  'validation.amountCeiling': 'The amount to collect cannot be more than EGP {max}',
  'errors.PLACE_NOT_EDITABLE':
    'A captain already has this parcel: its governorate and area can no longer change',
  'import.needsCorrection':
    'The orders were not added yet: confirm the governorate or area of the rows below, then save',
};

/** Same keys as `en` (the type says so); listed in messages-parts.ts (its `messagePart` shape, no import: no cycle). */
const ar: Record<keyof typeof en, string> = {
  ...rowsInvalid.ar,
  ...bulkInvalid.ar,
  ...supplied.ar,
  ...pickedUp.ar,
  ...supplyNotification.ar,
  ...created.ar,
  ...needsGeo.ar,
  'validation.rateRequired': 'اختر تقييمًا من نجمة إلى 5 نجوم',
  'validation.amountCeiling': 'لا يمكن أن يزيد المبلغ المطلوب تحصيله على {max} ج.م',
  'errors.PLACE_NOT_EDITABLE': 'الطرد مع الكابتن بالفعل: لم يعد ممكنًا تغيير المحافظة أو المنطقة',
  'import.needsCorrection': 'لم تُضَف الطلبات بعد: أكّد المحافظة أو المنطقة للصفوف أدناه ثم احفظ',
};

export const polishMessages = { en, ar };
