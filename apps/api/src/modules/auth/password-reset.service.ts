import {
  translate,
  type CheckOtpBody,
  type Language,
  type ResetBody,
  type SendOtpBody,
} from '@courier/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Account, AccountsService } from '../accounts/accounts.service';
import type { Messenger } from '../messaging/messaging.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { AuthLog } from './auth-log';
import type { OtpService, VerifiedOtp } from './otp.service';
import { hashPassword } from './password-hash';
import { fakeMaskedPhone, maskPhone } from './phone-mask';
import type { ClientMeta, SessionsService } from './sessions.service';
import { limits, throttleKey, tooManyAttempts, type ThrottleService } from './throttle.service';

/**
 * Forgot password (spec §4): send an OTP, check it, reset with it. Emails without an account answer like
 * real ones (a stable fake masked phone, the same limits, "wrong code" answers) and nothing is sent.
 */
export function createPasswordResetService(deps: {
  accounts: AccountsService;
  sessions: SessionsService;
  otp: OtpService;
  throttle: ThrottleService;
  messenger: Messenger;
  secrets: SecretsService;
  transaction: RunInTransaction;
  log: AuthLog;
}) {
  const { accounts, sessions, otp, throttle, messenger, secrets, transaction, log } = deps;

  /** Accounts that may reset their password; deleted clients and disabled users count as unknown. */
  async function resettable(email: string): Promise<Account | null> {
    const account = await accounts.findByEmail(email);
    return account && !account.client.deletedAt && !account.disabledAt ? account : null;
  }

  /** A wrong code for an email with no account: counted like a real code's tries. */
  async function refuseUnknown(email: string): Promise<never> {
    const over = await throttle.hit(limits.otpCheckUnknown, throttleKey(limits.otpCheckUnknown, email));
    // The same answers as otp.service gives for a real code.
    throw over
      ? new AppError('OTP_TOO_MANY_ATTEMPTS')
      : new AppError('OTP_INVALID', { errors: { code: ['errors.OTP_INVALID'] } });
  }

  async function verify(email: string, code: string, event: 'otp.check_failure' | 'password.reset_failure') {
    const account = await resettable(email);
    if (!account) {
      log(event, { email, reason: 'unknown_email' });
      return refuseUnknown(email);
    }
    try {
      return { account, verified: await otp.check(account.userId, code) };
    } catch (error) {
      log(event, { userId: account.userId, reason: error instanceof AppError ? error.code : 'error' });
      throw error;
    }
  }

  return {
    /** Sends a code by SMS (or email when the account has no phone); answers the masked phone. */
    async sendOtp({ email }: SendOtpBody, lang: Language, meta: ClientMeta): Promise<string> {
      const wait =
        (await throttle.hit(limits.otpSendPerAccount, throttleKey(limits.otpSendPerAccount, email))) ??
        (await throttle.hit(limits.otpSendPerIp, throttleKey(limits.otpSendPerIp, meta.ip)));
      if (wait) {
        log('otp.send_limited', { email, ip: meta.ip });
        throw tooManyAttempts('OTP_SEND_LIMIT', wait);
      }

      const account = await resettable(email);
      const maskSecret = await secrets.get('otp-phone-mask');
      if (!account) {
        log('otp.send', { email, ip: meta.ip, reason: 'unknown_email' });
        return fakeMaskedPhone(email, maskSecret);
      }
      const phone = account.phone ?? account.client.phone1;
      const code = await otp.issue(account.userId);
      const body = translate('otp.smsText', lang, { code });
      await messenger.send(
        phone
          ? { channel: 'sms', recipient: phone, body, code }
          : { channel: 'email', recipient: account.email, body, code },
      );
      log('otp.send', { userId: account.userId, ip: meta.ip, reason: phone ? 'sms' : 'email' });
      return phone ? maskPhone(phone) : fakeMaskedPhone(email, maskSecret);
    },

    /** Answers whether the code is right for that email's account; counts a wrong try; does not use it. */
    async checkOtp({ email, code }: CheckOtpBody): Promise<void> {
      const { account } = await verify(email, code, 'otp.check_failure');
      log('otp.check', { userId: account.userId });
    },

    /** Uses the code, sets the password, ends every session of the user. */
    async reset({ email, code, password }: ResetBody, meta: ClientMeta): Promise<void> {
      const { account, verified } = await verify(email, code, 'password.reset_failure');
      const passwordHash = await hashPassword(password);
      const revoked = await transaction(async (tx) => {
        await otp.consume(verified satisfies VerifiedOtp, tx);
        await accounts.setPassword(account.userId, passwordHash, tx);
        return sessions.revokeInTransaction(tx, { userId: account.userId });
      });
      sessions.publishRevoked(revoked);
      // The owner proved control of the account: earlier failed logins from here no longer count.
      await throttle.reset(throttleKey(limits.loginPerAccountAndIp, email, meta.ip));
      log('password.reset', { userId: account.userId, ip: meta.ip, sessionIds: revoked });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
