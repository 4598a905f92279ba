import type { StaffRole } from '@courier/contracts';
import type { ComposeKit, HourlyJob, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { AccountsService } from '../accounts/accounts.service';
import type { AttendanceService } from '../attendance/attendance.service';
import type { Messenger } from '../messaging/messaging.service';
import type { SecretsService } from '../secrets/secrets.service';
import { createAfterResponse, type AfterResponse } from './after-response';
import { createAuthLog } from './auth-log';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createHashGate } from './hash-gate';
import { createAuthHousekeeping } from './housekeeping.service';
import { createOtpRepository } from './otp.repository';
import { createOtpService } from './otp.service';
import { createPasswordResetService } from './password-reset.service';
import { gatedHasher, scryptHasher, type PasswordHasher } from './passwords';
import { createSessionEvents } from './session-events';
import { createSessionsRepository } from './sessions.repository';
import { createSessionsService } from './sessions.service';
import { createCaptainAuthService } from './captain-auth.service';
import { createCaptainRepository } from './captain.repository';
import { captainRoutes } from './captain.routes';
import { createStaffAdminService } from './staff-admin.service';
import { createStaffAuthService } from './staff-auth.service';
import { createStaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { createStepUpOtpService } from './step-up-otp.service';
import { createThrottleRepository } from './throttle.repository';
import { createThrottleService, otpSendLimit } from './throttle.service';

/**
 * The client's sessions, logins and password reset, the staff console's sessions and admin screen, the
 * step-up codes of the merchant API page, the captain app's sessions, and the hourly housekeeping.
 */
export function composeAuth(
  { db, clock, config, transaction, logger }: ComposeKit,
  given: {
    accounts: AccountsService;
    attendance: AttendanceService;
    messenger: Messenger;
    secrets: SecretsService;
    /** Password hashing (scrypt by default); always behind the hash gate. */
    passwordHasher?: PasswordHasher;
    afterResponse?: AfterResponse;
    /** The member's open console sockets hear the new role's desks only (the realtime links). */
    staffRoleChanged: (staffId: number, role: StaffRole) => void;
  },
) {
  const { accounts, attendance, messenger, secrets } = given;
  const authLog = createAuthLog(logger.child({ module: 'auth' }), clock);
  const sessionEvents = createSessionEvents();
  sessionEvents.onRevoked((sessionIds) => authLog('session.revoked', { sessionIds }));
  const throttleRepository = createThrottleRepository(db);
  const sessionsRepository = createSessionsRepository(db);
  const otpRepository = createOtpRepository(db);
  const throttle = createThrottleService({ throttle: throttleRepository, clock });
  const passwords = gatedHasher(given.passwordHasher ?? scryptHasher, createHashGate());
  const afterResponse = given.afterResponse ?? createAfterResponse(logger.child({ module: 'auth' }));
  const sessions = createSessionsService({
    sessions: sessionsRepository,
    events: sessionEvents,
    clock,
    settings: {
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
      absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    // A sub-user's session that just expired gets its attendance "out" (decision 019's amendment); a
    // failure here is only logged: the report and the hourly housekeeping record it anyway.
    onTimedOut: (sessionId) =>
      attendance.recordSessionEnds({ sessionId }).then(
        () => undefined,
        (err: unknown) => logger.warn({ err, sessionId }, 'attendance: session end not recorded'),
      ),
  });
  const otp = createOtpService({ otp: otpRepository, clock });
  const housekeeping = createAuthHousekeeping({
    sessions: sessionsRepository,
    otp: otpRepository,
    throttle: throttleRepository,
    clock,
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
    beforeDelete: () => attendance.recordSessionEnds('all'),
  });
  const auth = createAuthService({
    accounts,
    sessions,
    throttle,
    passwords,
    transaction,
    log: authLog,
    attendance,
  });
  const passwordReset = createPasswordResetService({
    accounts,
    sessions,
    otp,
    throttle,
    messenger,
    secrets,
    passwords,
    afterResponse,
    transaction,
    log: authLog,
    otpSends: otpSendLimit(config.OTP_SEND_LIMIT),
  });
  const staffRepository = createStaffRepository(db);
  const staffSessionEvents = createSessionEvents();
  const staffAuth = createStaffAuthService({
    staff: staffRepository,
    throttle,
    passwords,
    clock,
    settings: {
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
      absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    log: authLog,
    events: staffSessionEvents,
  });
  // The staff admin screen (decision 028): a deactivated member's console sockets are told and cut; a
  // member whose role changed hears the new role's desks only.
  const staffAdmin = createStaffAdminService({
    staff: staffRepository,
    passwords,
    transaction,
    clock,
    log: authLog,
    sessionsEnded: staffAuth.publishRevoked,
    roleChanged: given.staffRoleChanged,
  });
  // The captain app's sessions (decision 061): the staff rules on the captain's own tables and events.
  const captainSessionEvents = createSessionEvents();
  const captainAuth = createCaptainAuthService({
    captains: createCaptainRepository(db),
    throttle,
    passwords,
    clock,
    settings: {
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
      absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    log: authLog,
    events: captainSessionEvents,
  });
  // The merchant API page's OTP unlock (decision 029).
  const stepUp = createStepUpOtpService({
    accounts,
    otp,
    throttle,
    messenger,
    transaction,
    log: authLog,
    otpSends: otpSendLimit(config.OTP_SEND_LIMIT),
  });
  // Ended sessions, spent codes and old throttle windows, every hour.
  const hourly: HourlyJob = {
    run: housekeeping.run,
    key: 'deleted',
    done: 'auth housekeeping',
    failed: 'auth housekeeping failed',
  };
  const client: ScopeRoutes = async (api) => {
    await api.register(named(authRoutes), { auth, passwordReset });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(staffRoutes), { staffAuth, staffAdmin });
  };
  const captain: ScopeRoutes = async (scope) => {
    await scope.register(named(captainRoutes), { captainAuth });
  };
  return {
    captainAuth,
    captainSessionEvents,
    captain,
    sessions,
    sessionEvents,
    staffAuth,
    staffSessionEvents,
    passwords,
    afterResponse,
    hourly,
    stepUp,
    client,
    ops,
  };
}
