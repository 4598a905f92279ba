/** Server texts of the missions desk (issue 7 §3): notifications and per-mission refusals. */
const en = {
  'opsMissions.notify.new': 'Mission {code} is back waiting for a captain',
  'opsMissions.notify.for_captain': 'Mission {code} was assigned to a captain',
  'opsMissions.notify.given_for_captain': 'The captain took mission {code}',
  'opsMissions.notify.executed_with_captain': 'Mission {code} was executed',
  'opsMissions.notify.exhausted': 'Mission {code} was closed',
  'opsMissions.notify.canceled': 'Mission {code} was canceled',
  'opsMissions.notify.canceled_with_captain': 'Mission {code} was canceled while with the captain',
  'opsMissions.notify.pickedUp': 'Mission {code} was executed: {count} orders picked up',
  'opsMissions.captainRequired': 'Choose a captain to hand the mission to',
  'opsMissions.captainUnknown': 'This captain does not exist',
  'opsMissions.reasonRequired': 'Choose a reason to cancel the mission',
} as const;

/** The Arabic half: exactly the English keys (imports nothing, so messages-parts.ts has no cycle). */
const ar: Record<keyof typeof en, string> = {
  'opsMissions.notify.new': 'عادت المهمة {code} إلى انتظار كابتن',
  'opsMissions.notify.for_captain': 'أُسندت المهمة {code} إلى كابتن',
  'opsMissions.notify.given_for_captain': 'تسلَّم الكابتن المهمة {code}',
  'opsMissions.notify.executed_with_captain': 'نُفِّذت المهمة {code}',
  'opsMissions.notify.exhausted': 'أُغلقت المهمة {code}',
  'opsMissions.notify.canceled': 'أُلغيت المهمة {code}',
  'opsMissions.notify.canceled_with_captain': 'أُلغيت المهمة {code} وهي مع الكابتن',
  'opsMissions.notify.pickedUp': 'نُفِّذت المهمة {code}: استُلم {count} من الطلبات',
  'opsMissions.captainRequired': 'اختر الكابتن الذي تُسلَّم إليه المهمة',
  'opsMissions.captainUnknown': 'هذا الكابتن غير موجود',
  'opsMissions.reasonRequired': 'اختر سبب إلغاء المهمة',
};

export const opsMissionsMessages = { en, ar };
