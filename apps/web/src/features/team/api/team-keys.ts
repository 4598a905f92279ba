import type { AttendanceBody } from '@courier/contracts';

export const teamKeys = {
  employees: ['team', 'employees'] as const,
  locations: ['team', 'locations'] as const,
  permissions: ['team', 'permissions'] as const,
  attendance: (range: AttendanceBody) => ['team', 'attendance', range] as const,
};
