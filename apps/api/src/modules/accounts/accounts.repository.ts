import type { Language, Profile, SubUser } from '@courier/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { clientLocations, clients, users } from '../../db/schema/clients-users';
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
  /** Sub-users bound to a pickup location log in only within `radius` metres of it (issue 9). */
  attendFromEverywhere: boolean;
  radius: number | null;
  location: { latitude: number | null; longitude: number | null; radius: number } | null;
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
  attendFromEverywhere: users.attendFromEverywhere,
  radius: users.radius,
  location: {
    latitude: clientLocations.latitude,
    longitude: clientLocations.longitude,
    radius: clientLocations.radius,
  },
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

/** A new sub-user's row (the team service hashes the password and makes the id token). */
export interface NewSubUser {
  clientId: number;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  idToken: string;
  attendFromEverywhere: boolean;
  clientLocationId: number | null;
  region: string | null;
  radius: number | null;
}

/** A new `passwordHash` is the admin's choice: the sub-user sets its own at its next login (decision 005). */
export type SubUserChanges = Partial<Omit<NewSubUser, 'clientId' | 'idToken'>> & { mustSetPassword?: true };

/** The client-level fields of the profile a main account may change. */
export interface ProfileChanges {
  user: { name?: string; phone?: string | null };
  client: { name?: string; phone1?: string; phone2?: string | null; address?: string | null };
}

const subUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  attendFromEverywhere: users.attendFromEverywhere,
  clientLocationId: users.clientLocationId,
  region: users.region,
  radius: users.radius,
  createdAt: users.createdAt,
};
type SubUserRow = { [K in keyof typeof subUserColumns]: (typeof subUserColumns)[K]['_']['data'] | null } & {
  id: number;
  name: string;
  email: string;
  attendFromEverywhere: boolean;
  createdAt: Date;
};
const toSubUser = (r: SubUserRow): SubUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  client_attend_from_every_where: flag(r.attendFromEverywhere),
  client_location_id: r.clientLocationId,
  region: r.region,
  radius: r.radius,
  created_at: r.createdAt.toISOString(),
});

/** A user who is the client's and not deleted (disabled): the only sub-users the team screens see. */
const activeSubUser = (clientId: number, id?: number) =>
  and(
    eq(users.clientId, clientId),
    eq(users.isMain, false),
    isNull(users.disabledAt),
    id === undefined ? undefined : eq(users.id, id),
  );

/** The only SQL on clients and users. */
export function createAccountsRepository(db: Db) {
  const selectAccount = (executor: Db) =>
    executor
      .select(accountColumns)
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .leftJoin(clientLocations, eq(clientLocations.id, users.clientLocationId));

  return {
    async findByEmail(email: string): Promise<Account | null> {
      const [row] = await selectAccount(db).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findByUserId(userId: number): Promise<Account | null> {
      const [row] = await selectAccount(db).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined))
        .limit(1);
      return row !== undefined;
    },

    async listSubUsers(clientId: number): Promise<SubUser[]> {
      const rows = await db
        .select(subUserColumns)
        .from(users)
        .where(activeSubUser(clientId))
        .orderBy(asc(users.id));
      return rows.map(toSubUser);
    },

    async findSubUser(clientId: number, id: number): Promise<SubUser | null> {
      const [row] = await db.select(subUserColumns).from(users).where(activeSubUser(clientId, id)).limit(1);
      return row ? toSubUser(row) : null;
    },

    /** The admin chose the password, so the sub-user must set its own at first login (decision 005). */
    async insertSubUser(row: NewSubUser): Promise<SubUser> {
      const [inserted] = await db
        .insert(users)
        .values({ ...row, isMain: false, mustSetPassword: true })
        .returning(subUserColumns);
      return toSubUser(inserted!);
    },

    /** Null when the sub-user is not the client's (or deleted). */
    async updateSubUser(
      clientId: number,
      id: number,
      changes: SubUserChanges,
      tx: Db = db,
    ): Promise<SubUser | null> {
      const [row] = await tx
        .update(users)
        .set(changes)
        .where(activeSubUser(clientId, id))
        .returning(subUserColumns);
      return row ? toSubUser(row) : null;
    },

    /** Deleting keeps the row (its name stays in the logs); a disabled user can no longer log in. */
    async disableSubUser(clientId: number, id: number, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ disabledAt: at, clientLocationId: null })
        .where(activeSubUser(clientId, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** spec §7: a location's radius (and name) is also its sub-users' radius (and region). */
    async followLocation(
      clientId: number,
      locationId: number,
      region: string,
      radius: number,
    ): Promise<void> {
      await db
        .update(users)
        .set({ region, radius })
        .where(and(eq(users.clientId, clientId), eq(users.clientLocationId, locationId)));
    },

    async updateProfile(userId: number, clientId: number, changes: ProfileChanges): Promise<void> {
      await db.transaction(async (tx) => {
        if (Object.keys(changes.user).length > 0) {
          await tx.update(users).set(changes.user).where(eq(users.id, userId));
        }
        if (Object.keys(changes.client).length > 0) {
          await tx.update(clients).set(changes.client).where(eq(clients.id, clientId));
        }
      });
    },

    /** A new password is the user's own, so the first-login step is done too. */
    async updatePassword(userId: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(users).set({ passwordHash, mustSetPassword: false }).where(eq(users.id, userId));
    },

    /**
     * The same password at the current cost (a login's rehash): only while the stored hash is still the one
     * that was checked, so a password changed meanwhile is never overwritten.
     */
    async replacePasswordHash(userId: number, checked: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, checked)));
    },

    async markWalkthroughDone(userId: number): Promise<void> {
      await db.update(users).set({ walkthroughDone: true }).where(eq(users.id, userId));
    },

    async clearRestored(clientId: number): Promise<void> {
      await db.update(clients).set({ restored: false }).where(eq(clients.id, clientId));
    },

    async setAvailableSurveys(clientId: number, value: boolean, tx: Db = db): Promise<void> {
      await tx.update(clients).set({ availableSurveys: value }).where(eq(clients.id, clientId));
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
