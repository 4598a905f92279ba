import { messagePart } from './message-part';

/** The captains desk: captains, branches and the cash captains hand in (decision 058). */
export const captainsMessages = messagePart(
  {
    'captains.nationalIdFormat': 'A national id is 14 digits',
    'captains.phoneTaken': 'Another captain has this phone number',
    'captains.nationalIdTaken': 'Another captain has this national id',
    'captains.branchUnknown': 'Choose a branch from the list',
    'branches.nameTaken': 'Another branch has this name',
    'branches.placeUnknown': 'Choose governorates and areas from the lists',
    'handIn.state.balanced': 'Balanced',
    'handIn.state.short': 'Shortage',
    'handIn.state.surplus': 'Surplus',
    'errors.CAPTAIN_INACTIVE': 'This captain is deactivated: choose an active captain',
    'errors.CAPTAIN_NOTHING_HELD': 'This captain holds no cash of delivered orders',
    'errors.HAND_IN_NOTHING_TO_SETTLE': 'This hand-in has no open shortage or surplus',
  },
  {
    'captains.nationalIdFormat': 'الرقم القومي 14 رقمًا',
    'captains.phoneTaken': 'رقم الهاتف هذا مسجّل لكابتن آخر',
    'captains.nationalIdTaken': 'الرقم القومي هذا مسجّل لكابتن آخر',
    'captains.branchUnknown': 'اختر فرعًا من القائمة',
    'branches.nameTaken': 'يوجد فرع آخر بهذا الاسم',
    'branches.placeUnknown': 'اختر المحافظات والمناطق من القوائم',
    'handIn.state.balanced': 'مطابق',
    'handIn.state.short': 'عجز',
    'handIn.state.surplus': 'زيادة',
    'errors.CAPTAIN_INACTIVE': 'هذا الكابتن موقوف: اختر كابتنًا نشطًا',
    'errors.CAPTAIN_NOTHING_HELD': 'لا يحمل هذا الكابتن نقدية طلبات مسلّمة',
    'errors.HAND_IN_NOTHING_TO_SETTLE': 'لا يوجد عجز أو زيادة مفتوحة في هذا التسليم',
  },
);
