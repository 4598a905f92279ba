import type { Clock } from '../../clock';
import type { OtpRepository } from './otp.repository';
import type { SessionsRepository } from './sessions.repository';
import type { ThrottleRepository } from './throttle.repository';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer matter: sessions that ended, spent or expired codes, old throttle windows.
 * Rows are kept a day after they stop counting (longer if the idle timeout is longer), so a support
 * question about "why was I logged out" can still be answered from the table the same day.
 */
export function createAuthHousekeeping(deps: {
  sessions: SessionsRepository;
  otp: OtpRepository;
  throttle: ThrottleRepository;
  clock: Clock;
  idleTimeoutMs: number;
  /**
   * Runs first: records the attendance "out" of sessions that expired unnoticed (a closed tab), before
   * their rows can be deleted (decision 019's amendment).
   */
  beforeDelete?: () => Promise<unknown>;
}) {
  return {
    async run(): Promise<{ sessions: number; otpCodes: number; throttleWindows: number }> {
      await deps.beforeDelete?.();
      const cutoff = new Date(deps.clock.now().getTime() - Math.max(dayMs, deps.idleTimeoutMs));
      return {
        sessions: await deps.sessions.deleteEndedBefore(cutoff),
        otpCodes: await deps.otp.deleteExpiredBefore(cutoff),
        throttleWindows: await deps.throttle.deleteStartedBefore(cutoff),
      };
    },
  };
}

export type AuthHousekeeping = ReturnType<typeof createAuthHousekeeping>;
