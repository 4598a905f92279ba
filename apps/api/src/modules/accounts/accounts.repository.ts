import type { Language, Profile } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { clients, users } from '../../db/schema/clients-users';
import { governorates } from '../../db/schema/geo';
import { branches } from '../../db/schema/ops';

/** A user with the client it belongs to: what authentication and the session fields need. */
export interface Account {
  userId: number;
  clientId: number;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  isMain: boolean;
  mustSetPassword: boolean;
  walkthroughDone: boolean;
  disabledAt: Date | null;
  idToken: string;
  client: {
    name: string;
    phone1: string | null;
    phone2: string | null;
    isFreezed: boolean;
    hasCompany: boolean;
    haveStock: boolean;
    restored: boolean;
    availableSurveys: boolean;
    deletedAt: Date | null;
    apiToken: string | null;
    companySettings: Record<string, unknown>;
  };
}

const accountColumns = {
  userId: users.id,
  clientId: users.clientId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  passwordHash: users.passwordHash,
  isMain: users.isMain,
  mustSetPassword: users.mustSetPassword,
  walkthroughDone: users.walkthroughDone,
  disabledAt: users.disabledAt,
  idToken: users.idToken,
  client: {
    name: clients.name,
    phone1: clients.phone1,
    phone2: clients.phone2,
    isFreezed: clients.isFreezed,
    hasCompany: clients.hasCompany,
    haveStock: clients.haveStock,
    restored: clients.restored,
    availableSurveys: clients.availableSurveys,
    deletedAt: clients.deletedAt,
    apiToken: clients.apiToken,
    companySettings: clients.companySettings,
  },
};

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The only SQL on clients and users. */
export function createAccountsRepository(db: Db) {
  const selectAccount = (executor: Db) =>
    executor.select(accountColumns).from(users).innerJoin(clients, eq(clients.id, users.clientId));

  return {
    async findByEmail(email: string): Promise<Account | null> {
      const [row] = await selectAccount(db).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findByUserId(userId: number): Promise<Account | null> {
      const [row] = await selectAccount(db).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** A new password is the user's own, so the first-login step is done too. */
    async updatePassword(userId: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(users).set({ passwordHash, mustSetPassword: false }).where(eq(users.id, userId));
    },

    async markWalkthroughDone(userId: number): Promise<void> {
      await db.update(users).set({ walkthroughDone: true }).where(eq(users.id, userId));
    },

    async clearRestored(clientId: number): Promise<void> {
      await db.update(clients).set({ restored: false }).where(eq(clients.id, clientId));
    },

    /**
     * The profile of spec §3. Reads the names of the client's branch and governorate in the same query
     * (read-only joins on lookup tables, to answer in one round trip).
     */
    async findProfile(userId: number, lang: Language): Promise<Profile | null> {
      const branch = alias(branches, 'branch');
      const government = alias(governorates, 'government');
      const [row] = await db
        .select({
          user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
          isMain: users.isMain,
          subClient: users.subClient,
          supportSystemUserId: users.supportSystemUserId,
          client: {
            id: clients.id,
            name: clients.name,
            phone1: clients.phone1,
            phone2: clients.phone2,
            address: clients.address,
            isFreezed: clients.isFreezed,
            hasCompany: clients.hasCompany,
            haveStock: clients.haveStock,
          },
          branch: { id: branch.id, nameAr: branch.nameAr, nameEn: branch.nameEn },
          government: { id: government.id, nameAr: government.nameAr, nameEn: government.nameEn },
        })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.clientId))
        .leftJoin(branch, eq(branch.id, clients.responsibleBranchId))
        .leftJoin(government, eq(government.id, clients.governmentId))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      const named = (n: { id: number; nameAr: string; nameEn: string } | null) =>
        n ? { id: n.id, name: lang === 'ar' ? n.nameAr : n.nameEn } : null;
      return {
        user: row.user,
        user_client: {
          client: {
            id: row.client.id,
            name: row.client.name,
            phone1: row.client.phone1,
            phone2: row.client.phone2,
            address: row.client.address,
            is_freezed: flag(row.client.isFreezed),
            has_company: flag(row.client.hasCompany),
          },
        },
        master: flag(row.isMain),
        sub_client: flag(row.subClient),
        sub_user: flag(!row.isMain),
        responsibleBranch: named(row.branch),
        government: named(row.government),
        have_stock: flag(row.client.haveStock),
        // Users already linked to the new support desk have an id there.
        new_support_system_user: flag(row.supportSystemUserId !== null),
        support_system_user_id: row.supportSystemUserId,
      };
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
