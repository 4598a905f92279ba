import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { captainAccounts, captainSessions } from '../../db/schema/captain-app';
import { captains } from '../../db/schema/ops';

export interface CaptainAccount {
  captainId: number;
  name: string;
  phone: string;
  passwordHash: string;
  disabledAt: Date | null;
}

export interface CaptainSessionRecord {
  id: number;
  captainId: number;
  name: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  disabledAt: Date | null;
}

/** The only SQL on captain accounts and captain sessions (decision 061). */
export function createCaptainRepository(db: Db) {
  const byTokenHash = db
    .select({
      id: captainSessions.id,
      captainId: captainSessions.captainId,
      name: captains.name,
      lastSeenAt: captainSessions.lastSeenAt,
      expiresAt: captainSessions.expiresAt,
      revokedAt: captainSessions.revokedAt,
      disabledAt: captainAccounts.disabledAt,
    })
    .from(captainSessions)
    .innerJoin(captains, eq(captains.id, captainSessions.captainId))
    .innerJoin(captainAccounts, eq(captainAccounts.captainId, captainSessions.captainId))
    .where(eq(captainSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('captain_session_by_token_hash');

  return {
    /** The account of the captain with this (normalised, 11-digit) phone, if he has one. */
    async findByPhone(phone: string): Promise<CaptainAccount | null> {
      const [row] = await db
        .select({
          captainId: captains.id,
          name: captains.name,
          phone: captains.phone,
          passwordHash: captainAccounts.passwordHash,
          disabledAt: captainAccounts.disabledAt,
        })
        .from(captains)
        .innerJoin(captainAccounts, eq(captainAccounts.captainId, captains.id))
        .where(eq(captains.phone, phone))
        .limit(1);
      return row ?? null;
    },

    async findById(captainId: number): Promise<{ phone: string } | null> {
      const [row] = await db
        .select({ phone: captains.phone })
        .from(captains)
        .where(eq(captains.id, captainId));
      return row ?? null;
    },

    async replacePasswordHash(captainId: number, checked: string, passwordHash: string): Promise<void> {
      await db
        .update(captainAccounts)
        .set({ passwordHash })
        .where(and(eq(captainAccounts.captainId, captainId), eq(captainAccounts.passwordHash, checked)));
    },

    async markLoggedIn(captainId: number, at: Date): Promise<void> {
      await db
        .update(captainAccounts)
        .set({ lastLoginAt: at })
        .where(eq(captainAccounts.captainId, captainId));
    },

    /** Disables (or enables) a captain's account; his open sessions end. Returns the ended session ids. */
    async setDisabled(captainId: number, at: Date | null): Promise<number[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(captainAccounts)
          .set({ disabledAt: at })
          .where(eq(captainAccounts.captainId, captainId));
        if (at === null) return [];
        const rows = await tx
          .update(captainSessions)
          .set({ revokedAt: at })
          .where(and(eq(captainSessions.captainId, captainId), isNull(captainSessions.revokedAt)))
          .returning({ id: captainSessions.id });
        return rows.map((r) => r.id);
      });
    },

    async insertSession(session: {
      captainId: number;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
      ip: string | null;
      userAgent: string | null;
    }): Promise<number> {
      const [row] = await db
        .insert(captainSessions)
        .values({
          captainId: session.captainId,
          tokenHash: session.tokenHash,
          lastSeenAt: session.now,
          expiresAt: session.expiresAt,
          ip: session.ip,
          userAgent: session.userAgent,
        })
        .returning({ id: captainSessions.id });
      if (!row) throw new Error('captain session insert returned no row');
      return row.id;
    },

    async findSessionByTokenHash(tokenHash: string): Promise<CaptainSessionRecord | null> {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row ?? null;
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.update(captainSessions).set({ lastSeenAt: at }).where(eq(captainSessions.id, id));
    },

    async revokeSession(id: number, at: Date): Promise<void> {
      await db
        .update(captainSessions)
        .set({ revokedAt: at })
        .where(and(eq(captainSessions.id, id), isNull(captainSessions.revokedAt)));
    },
  };
}

export type CaptainRepository = ReturnType<typeof createCaptainRepository>;
