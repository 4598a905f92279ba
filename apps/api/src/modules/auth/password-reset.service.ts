import {
  translate,
  type CheckOtpBody,
  type Language,
  type ResetBody,
  type SendOtpBody,
} from '@courier/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Account, AccountsService } from '../accounts/accounts.service';
import type { Messenger } from '../messaging/messaging.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { AuthLog } from './auth-log';
import type { AfterResponse } from './after-response';
import { invalidCode, type OtpService } from './otp.service';
import type { PasswordHasher } from './passwords';
import { fakeMaskedPhone, maskPhone } from './phone-mask';
import type { ClientMeta, SessionsService } from './sessions.service';
import { limits, throttleKey, tooManyAttempts, type Limit, type ThrottleService } from './throttle.service';

/**
 * Forgot password (spec §4): send an OTP, check it, reset with it. An email without an account answers
 * exactly like a real one, in content and in time (decision 014): the same masked-phone shape, the same
 * limits and counters, the same statements before the answer; the real account's code is issued and
 * sent after the answer.
 */
export function createPasswordResetService(deps: {
  accounts: AccountsService;
  sessions: SessionsService;
  otp: OtpService;
  throttle: ThrottleService;
  messenger: Messenger;
  secrets: SecretsService;
  passwords: PasswordHasher;
  afterResponse: AfterResponse;
  transaction: RunInTransaction;
  log: AuthLog;
  /** Sends per account per window (default `limits.otpSendPerAccount`). */
  otpSends?: Limit;
}) {
  const {
    accounts,
    sessions,
    otp,
    throttle,
    messenger,
    secrets,
    passwords,
    afterResponse,
    transaction,
    log,
  } = deps;
  const otpSends = deps.otpSends ?? limits.otpSendPerAccount;

  const triesKey = (email: string) => throttleKey(limits.otpCheck, email);

  /** Accounts that may reset their password; deleted clients and disabled users count as unknown. */
  async function resettable(email: string): Promise<Account | null> {
    const account = await accounts.findByEmail(email);
    return account && !account.client.deletedAt && !account.disabledAt ? account : null;
  }

  /**
   * The account and its checked code, or one of two answers that are the same for every email: 429 once
   * 5 wrong codes were typed since the last send, else OTP_INVALID (wrong, expired, used or no code, or
   * no account). The try is counted before the comparison and given back when the code is right.
   */
  async function verify(email: string, code: string, event: 'otp.check_failure' | 'password.reset_failure') {
    const account = await resettable(email);
    const tries = await throttle.reserve([[limits.otpCheck, triesKey(email)]]);
    if (tries.blockedForMs) {
      log(event, { email, reason: 'too_many_tries' });
      throw tooManyAttempts('OTP_TOO_MANY_ATTEMPTS', tries.blockedForMs);
    }
    const verified = await otp.check(account?.userId ?? null, code, 'reset');
    if (!account || !verified) {
      log(event, { email, reason: account ? 'wrong_code' : 'unknown_email' });
      throw invalidCode();
    }
    await tries.release();
    return { account, verified };
  }

  /** The account a checked code belongs to (reset without an email); wrong codes count per IP. */
  async function verifyByCode(code: string, meta: ClientMeta) {
    const tries = await throttle.reserve([
      [limits.resetByCodePerIp, throttleKey(limits.resetByCodePerIp, meta.ip)],
    ]);
    if (tries.blockedForMs) {
      log('password.reset_failure', { ip: meta.ip, reason: 'too_many_tries' });
      throw tooManyAttempts('OTP_TOO_MANY_ATTEMPTS', tries.blockedForMs);
    }
    const found = await otp.findChecked(code);
    const account = found ? await accounts.findByUserId(found.userId) : null;
    if (!found || !account || account.client.deletedAt || account.disabledAt) {
      log('password.reset_failure', { ip: meta.ip, reason: 'wrong_code' });
      throw invalidCode();
    }
    await tries.release();
    return { account, verified: { id: found.id } };
  }

  /** Issues the code and sends it: after the answer, so an account's existence does not show in time. */
  function sendCode(account: Account, lang: Language, meta: ClientMeta) {
    afterResponse.run('otp.send', async () => {
      const phone = account.phone ?? account.client.phone1;
      const code = await otp.issue(account.userId, 'reset');
      const body = translate('otp.smsText', lang, { code });
      await messenger.send(
        phone
          ? { channel: 'sms', recipient: phone, body, code }
          : { channel: 'email', recipient: account.email, body, code },
      );
      log('otp.send', { userId: account.userId, ip: meta.ip, reason: phone ? 'sms' : 'email' });
    });
  }

  return {
    /** Sends a code by SMS (or email when the account has no phone); answers the masked phone. */
    async sendOtp({ email }: SendOtpBody, lang: Language, meta: ClientMeta): Promise<string> {
      const sends = await throttle.reserve([
        [otpSends, throttleKey(otpSends, email)],
        [limits.otpSendPerIp, throttleKey(limits.otpSendPerIp, meta.ip)],
      ]);
      if (sends.blockedForMs) {
        log('otp.send_limited', { email, ip: meta.ip });
        throw tooManyAttempts('OTP_SEND_LIMIT', sends.blockedForMs);
      }

      const account = await resettable(email);
      const maskSecret = await secrets.get('otp-phone-mask');
      // A new code comes with new tries, for every email alike.
      await throttle.reset(triesKey(email));
      if (!account) {
        log('otp.send', { email, ip: meta.ip, reason: 'unknown_email' });
        return fakeMaskedPhone(email, maskSecret);
      }
      sendCode(account, lang, meta);
      const phone = account.phone ?? account.client.phone1;
      return phone ? maskPhone(phone) : fakeMaskedPhone(email, maskSecret);
    },

    /** Answers whether the code is right for that email's account; counts a wrong try; does not use it. */
    async checkOtp({ email, code }: CheckOtpBody): Promise<void> {
      const { account } = await verify(email, code, 'otp.check_failure');
      log('otp.check', { userId: account.userId });
    },

    /**
     * Uses the code, sets the password, ends every session of the user. With the email, the code is
     * checked against that account; without it (spec §7's payload), the code names the account among
     * codes already checked with their email, and wrong codes count per IP.
     */
    async reset({ email, code, password }: ResetBody, meta: ClientMeta): Promise<void> {
      const { account, verified } = email
        ? await verify(email, code, 'password.reset_failure')
        : await verifyByCode(code, meta);
      const passwordHash = await passwords.hash(password);
      const revoked = await transaction(async (tx) => {
        // A parallel reset with the same code may have used it meanwhile: single use.
        if (!(await otp.consume(verified, tx))) throw invalidCode();
        await accounts.setPassword(account.userId, passwordHash, tx);
        return sessions.revokeInTransaction(tx, { userId: account.userId });
      });
      sessions.publishRevoked(revoked);
      // The owner proved control of the account: earlier failures from here no longer count.
      await throttle.reset(throttleKey(limits.loginPerAccountAndIp, account.email, meta.ip));
      await throttle.reset(triesKey(account.email));
      log('password.reset', { userId: account.userId, ip: meta.ip, sessionIds: revoked });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
