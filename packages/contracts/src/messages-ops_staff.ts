import { messagePart } from './message-part';

/** Server texts of the staff admin screen (/ops/staff, decision 028). */
export const opsStaffMessages = messagePart(
  {
    'errors.STAFF_SELF_CHANGE': 'You cannot deactivate your own account or change your own role',
    'validation.staffEmailTaken': 'This email is already used by another staff member',
  },
  {
    'errors.STAFF_SELF_CHANGE': 'لا يمكنك إيقاف حسابك أو تغيير دورك بنفسك',
    'validation.staffEmailTaken': 'هذا البريد الإلكتروني مستخدم لموظف آخر',
  },
);
