import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createAttendanceRepository } from './attendance.repository';
import { attendanceRoutes } from './attendance.routes';
import { createAttendanceService } from './attendance.service';

export function composeAttendance({ db, clock, config }: ComposeKit) {
  const attendance = createAttendanceService({
    attendance: createAttendanceRepository(db),
    clock,
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(attendanceRoutes), { attendance });
  };
  return { attendance, client };
}
