/**
 * Server texts of the team, locations, attendance and profile features (issue 9), listed in
 * messages-parts.ts. Shaped like `messagePart` (the Arabic half has exactly the English half's keys) without
 * importing it, which would be an import cycle.
 */
const en = {
  'errors.ATTENDANCE_POSITION_REQUIRED':
    'Your account may log in only at its pickup location: allow the browser to share your position and try again',
  'errors.ATTENDANCE_OUTSIDE_RADIUS':
    'You are {distance} m from your pickup location; your account may log in only within {radius} m of it',
  'errors.ATTENDANCE_NO_LOCATION':
    'Your account must log in at a pickup location, but none is set: ask your account admin',
  'validation.emailTaken': 'This email is already used by another account',
  'validation.locationRequired': 'Choose a pickup location',
  'validation.latitudeRange': 'Latitude must be between -90 and 90',
  'validation.longitudeRange': 'Longitude must be between -180 and 180',
  'validation.radiusRange': 'The radius must be between 1 and 100000 metres',
  'validation.dateRangeTooLong': 'Choose at most 366 days',
  'validation.clientFieldsAdminOnly': 'Only the account admin may change the company details',
  'attendance.sheet': 'Attendance',
  'attendance.name': 'Employee',
  'attendance.email': 'Email',
  'attendance.day': 'Day',
  'attendance.firstIn': 'First in',
  'attendance.lastOut': 'Last out',
  'attendance.hours': 'Hours',
} as const;

const ar: Record<keyof typeof en, string> = {
  'errors.ATTENDANCE_POSITION_REQUIRED':
    'حسابك يسجّل الدخول من موقع الاستلام فقط: اسمح للمتصفح بمشاركة موقعك ثم حاول مرة أخرى',
  'errors.ATTENDANCE_OUTSIDE_RADIUS':
    'أنت على بعد {distance} متر من موقع الاستلام؛ حسابك يسجّل الدخول فقط في نطاق {radius} متر منه',
  'errors.ATTENDANCE_NO_LOCATION': 'حسابك يسجّل الدخول من موقع استلام لكن لم يُحدَّد له موقع: راجع مدير الحساب',
  'validation.emailTaken': 'هذا البريد الإلكتروني مستخدم لحساب آخر',
  'validation.locationRequired': 'اختر موقع الاستلام',
  'validation.latitudeRange': 'خط العرض بين -90 و90',
  'validation.longitudeRange': 'خط الطول بين -180 و180',
  'validation.radiusRange': 'نصف القطر بين 1 و100000 متر',
  'validation.dateRangeTooLong': 'اختر 366 يومًا على الأكثر',
  'validation.clientFieldsAdminOnly': 'بيانات الشركة يغيّرها مدير الحساب فقط',
  'attendance.sheet': 'الحضور',
  'attendance.name': 'الموظف',
  'attendance.email': 'البريد الإلكتروني',
  'attendance.day': 'اليوم',
  'attendance.firstIn': 'أول دخول',
  'attendance.lastOut': 'آخر خروج',
  'attendance.hours': 'الساعات',
};

export const teamMessages = { en, ar };
