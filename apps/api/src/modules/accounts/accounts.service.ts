import type { Language, Profile } from '@courier/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Account, AccountsRepository } from './accounts.repository';

export type { Account } from './accounts.repository';

/** Accounts (clients and their users): what other modules may ask about or change. */
export function createAccountsService({ accounts }: { accounts: AccountsRepository }) {
  return {
    /** Emails are stored lower-case; the contracts' email rule lower-cases input too. */
    findByEmail: (email: string): Promise<Account | null> => accounts.findByEmail(email.trim().toLowerCase()),

    findByUserId: (userId: number): Promise<Account | null> => accounts.findByUserId(userId),

    setPassword: (userId: number, passwordHash: string, tx?: Db): Promise<void> =>
      accounts.updatePassword(userId, passwordHash, tx),

    completeWalkthrough: (userId: number): Promise<void> => accounts.markWalkthroughDone(userId),

    /** The user confirmed the "your account was restored" notice (spec §4). */
    confirmRestored: (clientId: number): Promise<void> => accounts.clearRestored(clientId),

    async profile(userId: number, lang: Language): Promise<Profile> {
      const profile = await accounts.findProfile(userId, lang);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
