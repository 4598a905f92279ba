import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@courier/contracts';
import type { Db } from '../../db/database';
import { staff, staffSessions } from '../../db/schema/staff';

export interface StaffAccount {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
  disabledAt: Date | null;
}

export interface StaffSessionRecord {
  id: number;
  staffId: number;
  name: string;
  role: StaffRole;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  disabledAt: Date | null;
}

export interface StaffAccountRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  disabledAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const accountRowColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  disabledAt: staff.disabledAt,
  lastLoginAt: staff.lastLoginAt,
  createdAt: staff.createdAt,
};

const accountColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  passwordHash: staff.passwordHash,
  disabledAt: staff.disabledAt,
};

/** The only SQL on staff accounts and staff sessions. */
export function createStaffRepository(db: Db) {
  // Named like the client's session lookup: every staff request runs it (a prepared plan on both databases).
  const byTokenHash = db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      name: staff.name,
      role: staff.role,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      disabledAt: staff.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('staff_session_by_token_hash');

  return {
    async findByEmail(email: string): Promise<StaffAccount | null> {
      const [row] = await db
        .select(accountColumns)
        .from(staff)
        .where(eq(staff.email, email.toLowerCase()))
        .limit(1);
      return row ? { ...row, role: row.role as StaffRole } : null;
    },

    /** Active staff, optionally of some roles (the agents a ticket can be assigned to). */
    async listActive(roles?: StaffRole[]) {
      const rows = await db
        .select({ id: staff.id, name: staff.name, email: staff.email, role: staff.role })
        .from(staff)
        .where(and(isNull(staff.disabledAt), roles ? inArray(staff.role, roles) : undefined))
        .orderBy(asc(staff.name), asc(staff.id));
      return rows.map((r) => ({ ...r, role: r.role as StaffRole }));
    },

    /** Every staff member, active or not, for the admin screen. */
    async listAll(): Promise<StaffAccountRow[]> {
      const rows = await db.select(accountRowColumns).from(staff).orderBy(asc(staff.name), asc(staff.id));
      return rows.map((r) => ({ ...r, role: r.role as StaffRole }));
    },

    async findAccount(id: number, tx: Db = db): Promise<StaffAccountRow | null> {
      const [row] = await tx.select(accountRowColumns).from(staff).where(eq(staff.id, id)).limit(1);
      return row ? { ...row, role: row.role as StaffRole } : null;
    },

    /** Whether another staff member already has this (lower-case) email. */
    async emailTaken(email: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.email, email), exceptId ? ne(staff.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async insertStaff(member: { name: string; email: string; role: StaffRole; passwordHash: string }) {
      const [row] = await db.insert(staff).values(member).returning({ id: staff.id });
      if (!row) throw new Error('staff insert returned no row');
      return row.id;
    },

    /** Changes one staff member's role, active state or password; false when there is no such member. */
    async updateStaff(
      id: number,
      changes: Partial<{ role: StaffRole; disabledAt: Date | null; passwordHash: string }>,
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx.update(staff).set(changes).where(eq(staff.id, id)).returning({ id: staff.id });
      return rows.length > 0;
    },

    /** A login's rehash at the current cost, unless the password changed since it was checked. */
    async replacePasswordHash(id: number, checked: string, passwordHash: string): Promise<void> {
      await db
        .update(staff)
        .set({ passwordHash })
        .where(and(eq(staff.id, id), eq(staff.passwordHash, checked)));
    },

    async markLoggedIn(id: number, at: Date): Promise<void> {
      await db.update(staff).set({ lastLoginAt: at }).where(eq(staff.id, id));
    },

    /** Ends every open session of a staff member (deactivation, password reset); returns their ids. */
    async revokeSessionsOf(staffId: number, at: Date, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.map((r) => r.id);
    },

    async insertSession(
      session: {
        staffId: number;
        tokenHash: string;
        now: Date;
        expiresAt: Date;
        ip: string | null;
        userAgent: string | null;
      },
      tx: Db = db,
    ): Promise<number> {
      const [row] = await tx
        .insert(staffSessions)
        .values({
          staffId: session.staffId,
          tokenHash: session.tokenHash,
          lastSeenAt: session.now,
          expiresAt: session.expiresAt,
          ip: session.ip,
          userAgent: session.userAgent,
        })
        .returning({ id: staffSessions.id });
      if (!row) throw new Error('staff session insert returned no row');
      return row.id;
    },

    /** The per-request lookup: one indexed query joining the staff member's role and state. */
    async findSessionByTokenHash(tokenHash: string): Promise<StaffSessionRecord | null> {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row ? { ...row, role: row.role as StaffRole } : null;
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
    },

    async revokeSession(id: number, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
    },

    /** Deletes staff sessions that ended before `cutoff` (hourly housekeeping). */
    async deleteEndedSessionsBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.expiresAt, cutoff),
            lt(staffSessions.revokedAt, cutoff),
            lt(staffSessions.lastSeenAt, cutoff),
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
