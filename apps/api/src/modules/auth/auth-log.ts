import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import { emailDigest } from '../../logger';

/** The auth events docs/quality.md R12 requires in the log: who, what, when (UTC). Never a secret. */
export type AuthEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.throttled'
  | 'login.deleted_account'
  | 'login.disabled_user'
  | 'login.attendance_refused'
  | 'logout'
  | 'otp.send'
  | 'otp.send_limited'
  | 'otp.check'
  | 'otp.check_failure'
  | 'password.reset'
  | 'password.reset_failure'
  | 'password.change'
  | 'password.change_failure'
  | 'password.rehashed'
  | 'password.rehash_failed'
  | 'session.revoked'
  | 'staff.login.success'
  | 'staff.login.failure'
  | 'staff.login.throttled'
  | 'staff.login.disabled'
  | 'staff.logout'
  | 'staff.admin.added'
  | 'staff.admin.changed'
  | 'staff.admin.password_reset'
  | 'captain.login.success'
  | 'captain.login.failure'
  | 'captain.login.throttled'
  | 'captain.login.disabled'
  | 'captain.logout';

export interface AuthEventFields {
  userId?: number;
  email?: string;
  ip?: string | null;
  sessionIds?: number[];
  reason?: string;
}

export function createAuthLog(logger: Logger, clock: Clock) {
  return (event: AuthEvent, fields: AuthEventFields = {}): void => {
    const { email, userId, sessionIds, ...rest } = fields;
    logger.info(
      {
        auth_event: event,
        at: clock.now().toISOString(),
        ...(userId !== undefined ? { user_id: userId } : {}),
        ...(email !== undefined ? { email_hash: emailDigest(email) } : {}),
        ...(sessionIds ? { session_ids: sessionIds } : {}),
        ...rest,
      },
      `auth ${event}`,
    );
  };
}

export type AuthLog = ReturnType<typeof createAuthLog>;
