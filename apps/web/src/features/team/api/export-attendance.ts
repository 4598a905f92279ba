import type { AttendanceBody } from '@courier/contracts';
import { apiDownload, type DownloadedFile } from '@/lib/api-client';

/** `POST user/export-attendance (date_from, date_to)`: the report as xlsx. */
export function exportAttendance(range: AttendanceBody, signal?: AbortSignal): Promise<DownloadedFile> {
  return apiDownload('user/export-attendance', { method: 'POST', body: { ...range }, signal });
}
