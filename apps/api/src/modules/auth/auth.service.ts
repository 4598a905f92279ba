import type { ChangePasswordBody, LoginBody, LogoutBody, SessionFields } from '@courier/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Account, AccountsService } from '../accounts/accounts.service';
import { haversineMetres, type AttendanceService } from '../attendance/attendance.service';
import type { AuthLog } from './auth-log';
import { rehashWith, type PasswordHasher } from './passwords';
import { sessionFields } from './session-fields';
import type { AuthContext } from '../../http/auth-guard';
import type { ClientMeta, SessionsService } from './sessions.service';
import {
  limits,
  throttleKey,
  tooManyAttempts,
  type Reservation,
  type ThrottleService,
} from './throttle.service';

/** Login, logout and password change (spec §7 "Authentication and session"). */
export function createAuthService(deps: {
  accounts: AccountsService;
  sessions: SessionsService;
  throttle: ThrottleService;
  passwords: PasswordHasher;
  transaction: RunInTransaction;
  log: AuthLog;
  attendance: AttendanceService;
}) {
  const { accounts, sessions, throttle, passwords, transaction, log, attendance } = deps;

  /**
   * A sub-user bound to a pickup location logs in only within its radius (issue 9): the browser sends its
   * position with the login, the distance is haversine. Checked after the password, so it tells nothing
   * to someone without it.
   */
  function checkAttendancePlace(account: Account, body: LoginBody, ip: string): void {
    if (account.isMain || account.attendFromEverywhere) return;
    const place = account.location;
    if (!place || place.latitude === null || place.longitude === null) {
      log('login.attendance_refused', { userId: account.userId, ip, reason: 'no_location' });
      throw new AppError('ATTENDANCE_NO_LOCATION');
    }
    if (body.latitude === undefined || body.longitude === undefined) {
      log('login.attendance_refused', { userId: account.userId, ip, reason: 'no_position' });
      throw new AppError('ATTENDANCE_POSITION_REQUIRED');
    }
    const radius = account.radius ?? place.radius;
    const distance = haversineMetres(
      { latitude: place.latitude, longitude: place.longitude },
      { latitude: body.latitude, longitude: body.longitude },
    );
    if (distance > radius) {
      log('login.attendance_refused', { userId: account.userId, ip, reason: 'outside_radius' });
      throw new AppError('ATTENDANCE_OUTSIDE_RADIUS', {
        params: { distance: Math.round(distance), radius: Math.round(radius) },
      });
    }
  }

  const rehashIfStale = rehashWith(passwords, log);

  /** A password check, given back to the counters when it could not run (the hash gate was full). */
  async function verifyWithin(reservation: Reservation, password: string, stored: () => Promise<string>) {
    try {
      return await passwords.verify(password, await stored());
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }

  return {
    /**
     * The attempt is counted (per account+IP and per IP) before the password is checked, so parallel
     * attempts cannot all pass a check made before any of them failed; a success gives the count back.
     * An unknown email and a wrong password take the same path (a check against a dummy hash, the same
     * counters) and answer the same 401, so neither the body nor the timing tells them apart.
     */
    async login(body: LoginBody, meta: ClientMeta): Promise<SessionFields> {
      const { email, password } = body;
      const accountKey = throttleKey(limits.loginPerAccountAndIp, email, meta.ip);
      const reservation = await throttle.reserve([
        [limits.loginPerAccountAndIp, accountKey],
        [limits.loginPerIp, throttleKey(limits.loginPerIp, meta.ip)],
      ]);
      if (reservation.blockedForMs) {
        log('login.throttled', { email, ip: meta.ip });
        throw tooManyAttempts('TOO_MANY_ATTEMPTS', reservation.blockedForMs);
      }

      const account = await accounts.findByEmail(email);
      const passwordOk = await verifyWithin(reservation, password, async () =>
        account ? account.passwordHash : passwords.dummyHash(),
      );
      if (!account || !passwordOk) {
        log('login.failure', { email, ip: meta.ip, reason: account ? 'wrong_password' : 'unknown_email' });
        throw new AppError('INVALID_CREDENTIALS');
      }
      // The right password is no failure, whatever follows.
      await reservation.release();
      if (account.client.deletedAt) {
        log('login.deleted_account', { userId: account.userId, ip: meta.ip });
        throw new AppError('ACCOUNT_DELETED', {
          extra: { phone1: account.client.phone1, phone2: account.client.phone2 },
        });
      }
      if (account.disabledAt) {
        log('login.disabled_user', { userId: account.userId, ip: meta.ip });
        throw new AppError('FORBIDDEN');
      }

      checkAttendancePlace(account, body, meta.ip);

      // The owner proved the password: earlier failures from here no longer count.
      await throttle.reset(accountKey);
      await rehashIfStale(
        account.passwordHash,
        password,
        (hash) => accounts.replacePasswordHash(account.userId, account.passwordHash, hash),
        { userId: account.userId, ip: meta.ip },
      );
      const session = await sessions.issue(account.userId, meta);
      await attendance.record({ ...account, sessionId: session.sessionId }, 'login', {
        latitude: body.latitude,
        longitude: body.longitude,
      });
      log('login.success', { userId: account.userId, ip: meta.ip, sessionIds: [session.sessionId] });
      return sessionFields(account, session);
    },

    /**
     * Ends the caller's session. An idle logout (idle = 1) may end one whose idle end just passed: the
     * browser's timer and the server's race, and the attendance report needs the idle logout.
     */
    async logout(token: string | null, body: LogoutBody, meta: ClientMeta): Promise<void> {
      const auth =
        body.idle === 1 ? await sessions.authenticateIdleLogout(token) : await sessions.authenticate(token);
      await sessions.revoke(auth.sessionId);
      await attendance.record(auth, body.idle === 1 ? 'idle_logout' : 'logout');
      log('logout', { userId: auth.userId, ip: meta.ip, sessionIds: [auth.sessionId] });
    },

    /**
     * Sets a new password (also the first-login `/set_password` step) and answers with a new session.
     * logout_devices = 1 revokes every other session of the user; otherwise only the current one is replaced.
     */
    async changePassword(
      auth: AuthContext,
      body: ChangePasswordBody,
      meta: ClientMeta,
    ): Promise<SessionFields> {
      const userKey = throttleKey(limits.changePasswordPerUser, String(auth.userId));
      const reservation = await throttle.reserve([[limits.changePasswordPerUser, userKey]]);
      if (reservation.blockedForMs) throw tooManyAttempts('TOO_MANY_ATTEMPTS', reservation.blockedForMs);

      const account = await accounts.findByUserId(auth.userId);
      if (!account) {
        await reservation.release();
        throw new AppError('SESSION_EXPIRED');
      }
      if (!(await verifyWithin(reservation, body.old_password, async () => account.passwordHash))) {
        log('password.change_failure', { userId: auth.userId, ip: meta.ip, reason: 'wrong_old_password' });
        throw new AppError('WRONG_OLD_PASSWORD', { errors: { old_password: ['errors.WRONG_OLD_PASSWORD'] } });
      }
      await reservation.release();
      if (body.password === body.old_password) {
        throw new AppError('SAME_PASSWORD', { errors: { password: ['errors.SAME_PASSWORD'] } });
      }

      const passwordHash = await passwords.hash(body.password);
      const { session, revoked } = await transaction(async (tx) => {
        await accounts.setPassword(auth.userId, passwordHash, tx);
        const revoked = await sessions.revokeInTransaction(
          tx,
          body.logout_devices === 1 ? { userId: auth.userId } : { sessionIds: [auth.sessionId] },
        );
        const session = await sessions.issue(auth.userId, meta, tx);
        return { session, revoked };
      });
      sessions.publishRevoked(revoked);
      await throttle.reset(userKey);
      log('password.change', {
        userId: auth.userId,
        ip: meta.ip,
        sessionIds: revoked,
        reason: `logout_devices=${body.logout_devices}`,
      });
      return sessionFields({ ...account, mustSetPassword: false }, session);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
