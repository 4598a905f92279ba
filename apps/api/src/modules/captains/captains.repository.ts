import type { Language } from '@courier/contracts';
import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { areas, governorates } from '../../db/schema/geo';
import { branchAreas, branchGovernorates, branches, captains } from '../../db/schema/ops';
import { isUniqueViolation } from '../../db/sql/errors';
import { containsText } from '../../db/sql/text';
import type { RunInTransaction } from '../../db/transaction';
import { heldCash } from './captain-cash.repository';

/**
 * The only SQL of captains and branches (decision 058): the desk's lists and edits, and the one
 * `directory` query every captain and branch lookup of both sides reads (spec §7 lookups, the desks'
 * pickers), so a deactivated captain disappears from every picker at once.
 */

export interface Page {
  offset: number;
  limit: number;
}
export interface CaptainFields {
  name: string;
  phone: string;
  nationalId: string;
  branchId: number;
  vehicle: string | null;
  active: boolean;
}
export interface BranchFields {
  nameAr: string;
  nameEn: string;
  phone: string;
  address: string;
  governorateId: number;
  active: boolean;
}

const activeFilter = (column: typeof captains.active | typeof branches.active, active?: '0' | '1') =>
  active === undefined ? undefined : eq(column, active === '1');

export function createCaptainsRepository(db: Db) {
  const captainWhere = (f: {
    search?: string | undefined;
    branchId?: number | undefined;
    active?: '0' | '1';
  }) =>
    and(
      f.search
        ? or(containsText(captains.name, f.search), containsText(captains.phone, f.search))
        : undefined,
      f.branchId ? eq(captains.branchId, f.branchId) : undefined,
      activeFilter(captains.active, f.active),
    );

  const branchWhere = (f: { search?: string | undefined; active?: '0' | '1' }) =>
    and(
      f.search
        ? or(containsText(branches.nameAr, f.search), containsText(branches.nameEn, f.search))
        : undefined,
      activeFilter(branches.active, f.active),
    );

  const captainRows = (lang: Language) =>
    db
      .select({
        id: captains.id,
        name: captains.name,
        phone: captains.phone,
        national_id: captains.nationalId,
        vehicle: captains.vehicle,
        branch_id: captains.branchId,
        branch: lang === 'en' ? branches.nameEn : branches.nameAr,
        active: captains.active,
        cash_held: heldCash.amount(captains.id),
        held_orders: heldCash.count(captains.id),
      })
      .from(captains)
      .innerJoin(branches, eq(branches.id, captains.branchId))
      .$dynamic();

  async function branchRows(lang: Language, where: SQL | undefined, page: Page) {
    const rows = await db
      .select({
        id: branches.id,
        name: lang === 'en' ? branches.nameEn : branches.nameAr,
        name_ar: branches.nameAr,
        name_en: branches.nameEn,
        phone: branches.phone,
        address: branches.address,
        governorate_id: branches.governorateId,
        governorate: lang === 'en' ? governorates.nameEn : governorates.nameAr,
        active: branches.active,
        captains: sql<number>`(select count(*)::int from ${captains} c where c.branch_id = ${branches.id} and c.active)`,
      })
      .from(branches)
      .innerJoin(governorates, eq(governorates.id, branches.governorateId))
      .where(where)
      .orderBy(asc(branches.id))
      .limit(page.limit)
      .offset(page.offset);
    const served = await servedBy(
      rows.map((r) => r.id),
      lang,
    );
    return rows.map((r) => {
      const named = served.areas.get(r.id) ?? [];
      return {
        ...r,
        governorate_ids: served.govs.get(r.id) ?? [],
        area_ids: named.map((a) => a.id).sort((a, b) => a - b),
        areas: named,
      };
    });
  }

  async function servedBy(branchIds: number[], lang: Language) {
    const govs = new Map<number, number[]>();
    const named = new Map<number, { id: number; name: string; governorate_id: number }[]>();
    if (branchIds.length === 0) return { govs, areas: named };
    const govRows = await db
      .select()
      .from(branchGovernorates)
      .where(inArray(branchGovernorates.branchId, branchIds));
    for (const r of govRows) govs.set(r.branchId, [...(govs.get(r.branchId) ?? []), r.governorateId]);
    for (const list of govs.values()) list.sort((a, b) => a - b);
    const name = lang === 'en' ? areas.nameEn : areas.nameAr;
    const areaRows = await db
      .select({ branchId: branchAreas.branchId, id: areas.id, name, governorate_id: areas.governorateId })
      .from(branchAreas)
      .innerJoin(areas, eq(areas.id, branchAreas.areaId))
      .where(inArray(branchAreas.branchId, branchIds))
      .orderBy(asc(areas.governorateId), asc(name));
    for (const { branchId, ...area } of areaRows) named.set(branchId, [...(named.get(branchId) ?? []), area]);
    return { govs, areas: named };
  }

  return {
    /**
     * The one captain lookup: every captain list of both sides (`captain/get`, `captain/selectCaptains`,
     * the orders and missions desks' pickers) is this query with its window. `activeOnly` is what a desk
     * may assign to.
     */
    directory: (
      f: { search?: string | undefined; activeOnly: boolean },
      lang: Language,
      page: Page,
      order: 'id' | 'name',
    ) =>
      db
        .select({
          id: captains.id,
          name: captains.name,
          phone: captains.phone,
          branch_id: captains.branchId,
          branch: lang === 'en' ? branches.nameEn : branches.nameAr,
        })
        .from(captains)
        .innerJoin(branches, eq(branches.id, captains.branchId))
        .where(captainWhere({ search: f.search, active: f.activeOnly ? '1' : undefined }))
        .orderBy(...(order === 'name' ? [asc(captains.name), asc(captains.id)] : [asc(captains.id)]))
        .limit(page.limit)
        .offset(page.offset),

    /** The one branch lookup (`branch/get`, the captains desk's picker). */
    branchDirectory: (f: { search?: string | undefined; activeOnly: boolean }, lang: Language, page: Page) =>
      db
        .select({
          id: branches.id,
          name: lang === 'en' ? branches.nameEn : branches.nameAr,
          phone: branches.phone,
          address: branches.address,
          government_id: branches.governorateId,
        })
        .from(branches)
        .where(branchWhere({ search: f.search, active: f.activeOnly ? '1' : undefined }))
        .orderBy(asc(branches.id))
        .limit(page.limit)
        .offset(page.offset),

    async captainActive(id: number): Promise<boolean | null> {
      const [row] = await db.select({ active: captains.active }).from(captains).where(eq(captains.id, id));
      return row ? row.active : null;
    },

    /** The desk's list: every field, the branch's name and the cash each captain holds. */
    async captainList(
      f: { search?: string | undefined; branchId?: number | undefined; active?: '0' | '1' },
      lang: Language,
      page: Page,
    ) {
      const where = captainWhere(f);
      const rows = await captainRows(lang)
        .where(where)
        .orderBy(asc(captains.name), asc(captains.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(captains).where(where);
      return { rows, total: total!.n };
    },

    async captainById(id: number, lang: Language) {
      const [row] = await captainRows(lang).where(eq(captains.id, id));
      return row;
    },

    /** Which unique field another captain already holds: 'phone', 'national_id' or null. */
    async captainClash(fields: { phone: string; nationalId: string }, exceptId?: number) {
      const others = exceptId ? ne(captains.id, exceptId) : undefined;
      const [phone] = await db
        .select({ id: captains.id })
        .from(captains)
        .where(and(eq(captains.phone, fields.phone), others));
      if (phone) return 'phone' as const;
      const [nid] = await db
        .select({ id: captains.id })
        .from(captains)
        .where(and(eq(captains.nationalId, fields.nationalId), others));
      return nid ? ('national_id' as const) : null;
    },

    async branchExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
      return row !== undefined;
    },

    /** The new id, or 'taken' when two admins add one phone at once (the unique index decides). */
    async insertCaptain(fields: CaptainFields, at: Date): Promise<number | 'taken'> {
      try {
        const [row] = await db
          .insert(captains)
          .values({ ...fields, createdAt: at, updatedAt: at })
          .returning({ id: captains.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async updateCaptain(id: number, fields: CaptainFields, at: Date): Promise<boolean | 'taken'> {
      try {
        const rows = await db
          .update(captains)
          .set({ ...fields, updatedAt: at })
          .where(eq(captains.id, id))
          .returning({ id: captains.id });
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async branchList(f: { search?: string | undefined; active?: '0' | '1' }, lang: Language, page: Page) {
      const where = branchWhere(f);
      const rows = await branchRows(lang, where, page);
      const [total] = await db.select({ n: count() }).from(branches).where(where);
      return { rows, total: total!.n };
    },

    async branchById(id: number, lang: Language) {
      const [row] = await branchRows(lang, eq(branches.id, id), { offset: 0, limit: 1 });
      return row;
    },

    async branchNameClash(fields: { nameAr: string; nameEn: string }, exceptId?: number) {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(
          and(
            or(eq(branches.nameEn, fields.nameEn), eq(branches.nameAr, fields.nameAr)),
            exceptId ? ne(branches.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    /** Whether every governorate id exists and every area id is an area of one of them. */
    async placesExist(governorateIds: number[], areaIds: number[]): Promise<boolean> {
      const govIds = [...new Set(governorateIds)];
      const areaIdSet = [...new Set(areaIds)];
      const govs = govIds.length
        ? await db.select({ n: count() }).from(governorates).where(inArray(governorates.id, govIds))
        : [{ n: 0 }];
      const ars = areaIdSet.length
        ? await db
            .select({ n: count() })
            .from(areas)
            .where(and(inArray(areas.id, areaIdSet), inArray(areas.governorateId, govIds)))
        : [{ n: 0 }];
      return govs[0]!.n === govIds.length && ars[0]!.n === areaIdSet.length;
    },

    /** The areas of these governorates, by governorate then name: what a branch form offers. */
    areasOf(governorateIds: number[], lang: Language) {
      const name = lang === 'en' ? areas.nameEn : areas.nameAr;
      return db
        .select({ id: areas.id, name, governorate_id: areas.governorateId })
        .from(areas)
        .where(inArray(areas.governorateId, governorateIds))
        .orderBy(asc(areas.governorateId), asc(name));
    },

    /**
     * Inserts or updates a branch and replaces what it serves, in one transaction: its id, null when there
     * is no such branch, 'taken' when another branch got the name meanwhile (the unique index decides).
     */
    async saveBranch(
      run: RunInTransaction,
      id: number | null,
      fields: BranchFields,
      served: { governorateIds: number[]; areaIds: number[] },
      at: Date,
    ): Promise<number | null | 'taken'> {
      try {
        return await run((tx) => writeBranch(tx, id, fields, served, at));
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };

  async function writeBranch(
    tx: Db,
    id: number | null,
    fields: BranchFields,
    served: { governorateIds: number[]; areaIds: number[] },
    at: Date,
  ): Promise<number | null> {
    let branchId = id;
    if (branchId === null) {
      const [row] = await tx
        .insert(branches)
        .values({ ...fields, createdAt: at, updatedAt: at })
        .returning({ id: branches.id });
      branchId = row!.id;
    } else {
      const rows = await tx
        .update(branches)
        .set({ ...fields, updatedAt: at })
        .where(eq(branches.id, branchId))
        .returning({ id: branches.id });
      if (rows.length === 0) return null;
      await tx.delete(branchGovernorates).where(eq(branchGovernorates.branchId, branchId));
      await tx.delete(branchAreas).where(eq(branchAreas.branchId, branchId));
    }
    const govs = [...new Set([fields.governorateId, ...served.governorateIds])];
    await tx
      .insert(branchGovernorates)
      .values(govs.map((governorateId) => ({ branchId: branchId!, governorateId })));
    const areaIds = [...new Set(served.areaIds)];
    if (areaIds.length)
      await tx.insert(branchAreas).values(areaIds.map((areaId) => ({ branchId: branchId!, areaId })));
    return branchId;
  }
}

export type CaptainsRepository = ReturnType<typeof createCaptainsRepository>;
