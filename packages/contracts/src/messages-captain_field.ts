import { messagePart } from './message-part';

/** Server texts of the captain's pickups, hand-in and positions (issue 37 §2, 7, 8; decision 066). */
export const captainFieldMessages = messagePart(
  {
    'errors.HAND_IN_PENDING':
      'Your last hand-in is waiting for the office to count it; declare the next one after that',
    'errors.HAND_IN_NOT_DECLARED': 'This hand-in is not waiting for confirmation',
    'errors.POSITION_CONSENT_REQUIRED': 'Allow sharing your position first',
    'handIn.state.declared': 'Waiting for confirmation',
  },
  {
    'errors.HAND_IN_PENDING': 'تسليمك السابق ينتظر أن يعدّه المكتب؛ أعلن التسليم التالي بعد ذلك',
    'errors.HAND_IN_NOT_DECLARED': 'هذا التسليم لا ينتظر التأكيد',
    'errors.POSITION_CONSENT_REQUIRED': 'وافق على مشاركة موقعك أولًا',
    'handIn.state.declared': 'بانتظار التأكيد',
  },
);
