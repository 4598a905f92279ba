import { translate, type Language } from '@courier/contracts';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { Messenger } from '../messaging/messaging.service';
import type { AuthLog } from './auth-log';
import { invalidCode, type OtpService } from './otp.service';
import { maskPhone } from './phone-mask';
import { limits, throttleKey, tooManyAttempts, type Limit, type ThrottleService } from './throttle.service';

/**
 * A one-time code for a signed-in user who opens a sensitive page (the API page, decision 029): the same
 * codes (otp.service.ts: 6 digits, 10 minutes, 5 tries, single use) and the same budgets as the
 * forgot-password flow, counted on the account's email, so the two flows share one allowance. The
 * user is known, so the code is sent before answering (nothing to hide in the timing).
 */
export function createStepUpOtpService(deps: {
  accounts: AccountsService;
  otp: OtpService;
  throttle: ThrottleService;
  messenger: Messenger;
  transaction: RunInTransaction;
  log: AuthLog;
  /** Sends per account per window (default `limits.otpSendPerAccount`). */
  otpSends?: Limit;
}) {
  const { accounts, otp, throttle, messenger, transaction, log } = deps;
  const otpSends = deps.otpSends ?? limits.otpSendPerAccount;

  async function accountOf(userId: number) {
    const account = await accounts.findByUserId(userId);
    if (!account || account.client.deletedAt || account.disabledAt) throw new AppError('UNAUTHENTICATED');
    return account;
  }

  return {
    /** Sends a code to the user's phone (the account's email without one); answers where it went, masked. */
    async send(userId: number, lang: Language): Promise<string> {
      const account = await accountOf(userId);
      const sends = await throttle.reserve([[otpSends, throttleKey(otpSends, account.email)]]);
      if (sends.blockedForMs) {
        log('otp.send_limited', { userId });
        throw tooManyAttempts('OTP_SEND_LIMIT', sends.blockedForMs);
      }
      // A new code comes with new tries.
      await throttle.reset(throttleKey(limits.otpCheck, account.email));
      const phone = account.phone ?? account.client.phone1;
      const code = await otp.issue(userId, 'step_up');
      const body = translate('otp.smsText', lang, { code });
      await messenger.send(
        phone
          ? { channel: 'sms', recipient: phone, body, code }
          : { channel: 'email', recipient: account.email, body, code },
      );
      log('otp.send', { userId, reason: phone ? 'sms' : 'email' });
      return phone ? maskPhone(phone) : account.email.replace(/^(.).*(@.*)$/, '$1***$2');
    },

    /**
     * Checks the user's code (the try counted first, 429 after 5 wrong ones), then uses it and runs
     * `work` in one transaction. A wrong, expired or used code is 422 OTP_INVALID on the `code` field.
     */
    async verify(userId: number, code: string, work: (tx: Db) => Promise<void>): Promise<void> {
      const account = await accountOf(userId);
      const tries = await throttle.reserve([[limits.otpCheck, throttleKey(limits.otpCheck, account.email)]]);
      if (tries.blockedForMs) {
        log('otp.check_failure', { userId, reason: 'too_many_tries' });
        throw tooManyAttempts('OTP_TOO_MANY_ATTEMPTS', tries.blockedForMs);
      }
      const verified = await otp.check(userId, code, 'step_up');
      if (!verified) {
        log('otp.check_failure', { userId, reason: 'wrong_code' });
        throw invalidCode();
      }
      await tries.release();
      await transaction(async (tx) => {
        if (!(await otp.consume(verified, tx))) throw invalidCode();
        await work(tx);
      });
      log('otp.check', { userId });
    },
  };
}

export type StepUpOtpService = ReturnType<typeof createStepUpOtpService>;
