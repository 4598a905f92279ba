import { attendanceResponseSchema, type AttendanceBody, type AttendanceDay } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `POST user/attendance`: days, first in, last out and hours per sub-user. */
export async function getAttendance(range: AttendanceBody, signal?: AbortSignal): Promise<AttendanceDay[]> {
  return (await api.post('user/attendance', range, { schema: attendanceResponseSchema, signal })).feed;
}

export function useAttendance(range: AttendanceBody | null) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.attendance(range ?? { date_from: '', date_to: '' }),
      queryFn: ({ signal }) => getAttendance(range!, signal),
      enabled: range !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
