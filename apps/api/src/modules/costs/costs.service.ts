import type { CostsQuery, Language } from '@courier/contracts';
import type { Db } from '../../db/database';
import type { CostsRepository, Delivery } from './costs.repository';

/** How many prices and companies the order form offers (Egypt has 27 governorates). */
const formChoicesLimit = 100;

const pageOf = (q: Pick<CostsQuery, 'page' | 'perPage'>) => ({
  offset: (q.page - 1) * q.perPage,
  limit: q.perPage,
});

/**
 * The client's cost tables and companies: the `costs/*` and `companies` lists, what the order form
 * offers, and the check that a company an order names is the client's own. Always scoped to the client.
 */
export function createCostsService(deps: { costs: CostsRepository }) {
  const repo = deps.costs;
  return {
    async costs(clientId: number, delivery: Delivery, query: CostsQuery, lang: Language) {
      const { rows, total } = await repo.costs(
        clientId,
        delivery,
        query.name || undefined,
        lang,
        pageOf(query),
      );
      return { feed: rows, feed_count: total };
    },

    async companies(clientId: number, query: CostsQuery) {
      const { rows, total } = await repo.companies(clientId, query.name || undefined, pageOf(query));
      return { feed: rows, feed_count: total };
    },

    /** The order form's home-delivery price per governorate and the client's companies. */
    async orderFormChoices(clientId: number) {
      const page = { offset: 0, limit: formChoicesLimit };
      const [prices, companies] = await Promise.all([
        repo.costs(clientId, 'home', undefined, 'ar', page),
        repo.companies(clientId, undefined, page),
      ]);
      return {
        prices: prices.rows.map((p) => ({ government_id: p.government_id, price: p.price })),
        companies: companies.rows.map((c) => ({ id: c.id, name: c.name })),
      };
    },

    /** Which of `ids` are not companies of this client (another client's, or none at all). */
    async unknownCompanies(clientId: number, ids: number[], tx?: Db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const own = await repo.companyIds(clientId, ids, tx);
      return new Set(ids.filter((id) => !own.has(id)));
    },
  };
}
export type CostsService = ReturnType<typeof createCostsService>;
