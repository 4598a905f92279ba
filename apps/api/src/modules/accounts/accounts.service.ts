import {
  clientProfileFields,
  type Language,
  type Profile,
  type SubUser,
  type UpdateProfileBody,
} from '@courier/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Account, AccountsRepository, NewSubUser, SubUserChanges } from './accounts.repository';

export type { Account, NewSubUser, SubUserChanges } from './accounts.repository';

/** Accounts (clients and their users): what other modules may ask about or change. */
export function createAccountsService({ accounts }: { accounts: AccountsRepository }) {
  return {
    /** Emails are stored lower-case; the contracts' email rule lower-cases input too. */
    findByEmail: (email: string): Promise<Account | null> => accounts.findByEmail(email.trim().toLowerCase()),

    findByUserId: (userId: number): Promise<Account | null> => accounts.findByUserId(userId),

    setPassword: (userId: number, passwordHash: string, tx?: Db): Promise<void> =>
      accounts.updatePassword(userId, passwordHash, tx),

    /** A login's rehash at the current cost, unless the password changed since it was checked. */
    replacePasswordHash: (userId: number, checked: string, passwordHash: string): Promise<void> =>
      accounts.replacePasswordHash(userId, checked, passwordHash),

    completeWalkthrough: (userId: number): Promise<void> => accounts.markWalkthroughDone(userId),

    /** The user confirmed the "your account was restored" notice (spec §4). */
    confirmRestored: (clientId: number): Promise<void> => accounts.clearRestored(clientId),

    /** The login's `available_surveys` flag (cleared once the client answered every open survey). */
    setAvailableSurveys: (clientId: number, value: boolean, tx?: Db): Promise<void> =>
      accounts.setAvailableSurveys(clientId, value, tx),
    /** `POST web/profile` with fields: the user's own name and phone; the company's are the admin's. */
    async updateProfile(
      user: { userId: number; clientId: number; isMain: boolean },
      body: UpdateProfileBody,
    ): Promise<void> {
      const clientFields = clientProfileFields.filter((f) => body[f] !== undefined);
      if (!user.isMain && clientFields.length > 0) {
        throw new AppError('FORBIDDEN', {
          errors: Object.fromEntries(
            clientFields.map((f) => [f, ['validation.clientFieldsAdminOnly' as const]]),
          ),
        });
      }
      const defined = <T extends object>(o: T) =>
        Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
      await accounts.updateProfile(user.userId, user.clientId, {
        user: defined({ name: body.name, phone: body.phone }),
        client: defined({
          name: body.client_name,
          phone1: body.phone1,
          phone2: body.phone2,
          address: body.address,
        }),
      });
    },

    /** `POST web/profile`: changes what the body holds (nothing when empty), then answers the profile. */
    async profileAfter(
      user: { userId: number; clientId: number; isMain: boolean },
      body: UpdateProfileBody,
      lang: Language,
    ): Promise<Profile> {
      if (Object.values(body).some((v) => v !== undefined)) await this.updateProfile(user, body);
      return this.profile(user.userId, lang);
    },

    /* Sub-users (the team module's rules; users are written here, their owner). */
    listSubUsers: (clientId: number): Promise<SubUser[]> => accounts.listSubUsers(clientId),
    findSubUser: (clientId: number, id: number): Promise<SubUser | null> =>
      accounts.findSubUser(clientId, id),
    emailTaken: (email: string, exceptUserId?: number): Promise<boolean> =>
      accounts.emailTaken(email.trim().toLowerCase(), exceptUserId),
    addSubUser: (row: NewSubUser): Promise<SubUser> => accounts.insertSubUser(row),
    updateSubUser: (
      clientId: number,
      id: number,
      changes: SubUserChanges,
      tx?: Db,
    ): Promise<SubUser | null> => accounts.updateSubUser(clientId, id, changes, tx),
    disableSubUser: (clientId: number, id: number, at: Date, tx?: Db): Promise<boolean> =>
      accounts.disableSubUser(clientId, id, at, tx),
    followLocation: (clientId: number, locationId: number, region: string, radius: number): Promise<void> =>
      accounts.followLocation(clientId, locationId, region, radius),

    async profile(userId: number, lang: Language): Promise<Profile> {
      const profile = await accounts.findProfile(userId, lang);
      if (!profile) throw new AppError('NOT_FOUND');
      return profile;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
