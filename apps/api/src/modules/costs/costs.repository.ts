import type { Language } from '@courier/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsText } from '../../db/sql/text';
import { companies } from '../../db/schema/companies';
import { clientCosts } from '../../db/schema/costs';
import { governorates } from '../../db/schema/geo';

/** 'home' (to the receiver's door) or 'office' (collected at a branch). */
export type Delivery = 'home' | 'office';

/** The client's cost tables (home and office delivery) and its companies; always scoped to the client. */
export function createCostsRepository(db: Db) {
  return {
    async costs(
      clientId: number,
      delivery: Delivery,
      name: string | undefined,
      lang: Language,
      page: { offset: number; limit: number },
    ) {
      const where = and(
        eq(clientCosts.clientId, clientId),
        eq(clientCosts.delivery, delivery),
        name
          ? or(containsText(governorates.nameAr, name), containsText(governorates.nameEn, name))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: clientCosts.id,
            government_id: clientCosts.governorateId,
            government: lang === 'en' ? governorates.nameEn : governorates.nameAr,
            price: clientCosts.price,
            return_price: clientCosts.returnPrice,
            extra_kg_price: clientCosts.extraKgPrice,
          })
          .from(clientCosts)
          .innerJoin(governorates, eq(governorates.id, clientCosts.governorateId))
          .where(where)
          .orderBy(asc(governorates.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(clientCosts)
          .innerJoin(governorates, eq(governorates.id, clientCosts.governorateId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async companies(clientId: number, name: string | undefined, page: { offset: number; limit: number }) {
      const where = and(
        eq(companies.clientId, clientId),
        name ? containsText(companies.name, name) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: companies.id,
            name: companies.name,
            phone: companies.phone,
            address: companies.address,
          })
          .from(companies)
          .where(where)
          .orderBy(asc(companies.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(companies)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The ids among `ids` that are this client's companies. */
    async companyIds(clientId: number, ids: number[], tx: Db = db): Promise<Set<number>> {
      const rows = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.clientId, clientId), inArray(companies.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type CostsRepository = ReturnType<typeof createCostsRepository>;
