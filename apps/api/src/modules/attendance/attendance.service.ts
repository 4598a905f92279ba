import type { AttendanceBody, AttendanceDay, Language } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { FileDownload } from '../../http/send-file';
import { sheetStream, type SheetColumn } from '../../lib/xlsx/sheet-stream';
import type { AttendanceRepository } from './attendance.repository';
import type { Position } from './haversine';

export { haversineMetres, type Position } from './haversine';

/** What the attendance records (the table's `event`; `session_end` is recorded by `recordSessionEnds`). */
export type AttendanceEvent = 'login' | 'logout' | 'idle_logout';

const columns: SheetColumn<AttendanceDay>[] = [
  { label: 'attendance.name', width: 24, value: (r) => r.name },
  { label: 'attendance.email', width: 28, value: (r) => r.email },
  { label: 'attendance.day', width: 12, value: (r) => r.day },
  { label: 'attendance.firstIn', width: 18, value: (r) => r.first_in },
  { label: 'attendance.lastOut', width: 18, value: (r) => r.last_out },
  { label: 'attendance.hours', width: 8, value: (r) => (r.hours === null ? null : Number(r.hours)) },
];

/**
 * Sub-users' attendance (issue 9): what the auth service records, the ends of sessions that simply expired
 * (decision 019's amendment), and the report on screen and as xlsx.
 */
export function createAttendanceService(deps: {
  attendance: AttendanceRepository;
  clock: Clock;
  /** The sessions' idle timeout: a session unused this long has ended. */
  idleTimeoutMs: number;
}) {
  const { attendance, clock, idleTimeoutMs } = deps;

  /**
   * A session that ended by time (idle or absolute expiry) gets its "out" at its last activity, exactly
   * once: for one session (noticed on a request or by the socket sweep), one client (before its report)
   * or all (the hourly housekeeping).
   */
  const recordSessionEnds = (scope: { clientId: number } | { sessionId: number } | 'all') =>
    attendance.recordSessionEnds(scope, clock.now(), idleTimeoutMs);

  return {
    /** Main accounts are not employees: only sub-users' logins and logouts are attendance. */
    async record(
      user: { userId: number; clientId: number; isMain: boolean; sessionId: number },
      event: AttendanceEvent,
      position?: Partial<Position>,
    ): Promise<void> {
      if (user.isMain) return;
      await attendance.insert({
        clientId: user.clientId,
        userId: user.userId,
        sessionId: user.sessionId,
        event,
        at: clock.now(),
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
      });
    },

    recordSessionEnds,

    /** Ends not noticed yet (a closed tab makes no request) are recorded first, so the report is current. */
    async report(clientId: number, body: AttendanceBody): Promise<AttendanceDay[]> {
      await recordSessionEnds({ clientId });
      return attendance.report(clientId, body.date_from, body.date_to);
    },

    async export(clientId: number, body: AttendanceBody, lang: Language): Promise<FileDownload> {
      await recordSessionEnds({ clientId });
      const rows = await attendance.report(clientId, body.date_from, body.date_to);
      return {
        fileName: `attendance-${body.date_from}-${body.date_to}.xlsx`,
        body: sheetStream('attendance.sheet', columns, [rows], lang),
      };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
