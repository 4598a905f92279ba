import type { ChangePasswordBody, LoginBody, SessionFields } from '@courier/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthLog } from './auth-log';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash';
import { sessionFields } from './session-fields';
import type { AuthContext } from '../../http/auth-guard';
import type { ClientMeta, SessionsService } from './sessions.service';
import { limits, throttleKey, tooManyAttempts, type Limit, type ThrottleService } from './throttle.service';

/** Login, logout and password change (spec §7 "Authentication and session"). */
export function createAuthService(deps: {
  accounts: AccountsService;
  sessions: SessionsService;
  throttle: ThrottleService;
  transaction: RunInTransaction;
  log: AuthLog;
}) {
  const { accounts, sessions, throttle, transaction, log } = deps;

  async function waitFor(checks: Array<[Limit, string]>): Promise<number | null> {
    const waits = await Promise.all(checks.map(([limit, key]) => throttle.blockedFor(limit, key)));
    const longest = Math.max(0, ...waits.map((w) => w ?? 0));
    return longest > 0 ? longest : null;
  }

  return {
    /**
     * An unknown email and a wrong password take the same path (a password check against a dummy hash,
     * the same counters) and answer the same 401, so neither the body nor the timing tells them apart.
     */
    async login(body: LoginBody, meta: ClientMeta): Promise<SessionFields> {
      const { email, password } = body;
      const accountKey = throttleKey(limits.loginPerAccountAndIp, email, meta.ip);
      const ipKey = throttleKey(limits.loginPerIp, meta.ip);
      const wait = await waitFor([
        [limits.loginPerAccountAndIp, accountKey],
        [limits.loginPerIp, ipKey],
      ]);
      if (wait) {
        log('login.throttled', { email, ip: meta.ip });
        throw tooManyAttempts('TOO_MANY_ATTEMPTS', wait);
      }

      const account = await accounts.findByEmail(email);
      const passwordOk = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
      if (!account || !passwordOk) {
        await throttle.hit(limits.loginPerAccountAndIp, accountKey);
        await throttle.hit(limits.loginPerIp, ipKey);
        log('login.failure', { email, ip: meta.ip, reason: account ? 'wrong_password' : 'unknown_email' });
        throw new AppError('INVALID_CREDENTIALS');
      }
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

      await throttle.reset(accountKey);
      const session = await sessions.issue(account.userId, meta);
      log('login.success', { userId: account.userId, ip: meta.ip, sessionIds: [session.sessionId] });
      return sessionFields(account, session);
    },

    async logout(auth: AuthContext, meta: ClientMeta): Promise<void> {
      await sessions.revoke(auth.sessionId);
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
      const wait = await throttle.blockedFor(limits.changePasswordPerUser, userKey);
      if (wait) throw tooManyAttempts('TOO_MANY_ATTEMPTS', wait);

      const account = await accounts.findByUserId(auth.userId);
      if (!account) throw new AppError('SESSION_EXPIRED');
      if (!(await verifyPassword(body.old_password, account.passwordHash))) {
        await throttle.hit(limits.changePasswordPerUser, userKey);
        log('password.change_failure', { userId: auth.userId, ip: meta.ip, reason: 'wrong_old_password' });
        throw new AppError('WRONG_OLD_PASSWORD', { errors: { old_password: ['errors.WRONG_OLD_PASSWORD'] } });
      }
      if (body.password === body.old_password) {
        throw new AppError('SAME_PASSWORD', { errors: { password: ['errors.SAME_PASSWORD'] } });
      }

      const passwordHash = await hashPassword(body.password);
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
