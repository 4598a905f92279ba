import { businessTimeZone, type Language } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attemptCases } from '../../db/schema/attempts';
import { deliveryAttempts } from '../../db/schema/captain-app';
import { governorates } from '../../db/schema/geo';
import { orders } from '../../db/schema/orders';

/** The months of the figures as Cairo days: the last month's first day, this month's, the next month's. */
export interface MonthBounds {
  lastStart: string;
  thisStart: string;
  nextStart: string;
}

export interface GovernorateMonthRow {
  governorate: string;
  thisMonth: boolean;
  first_attempts: number;
  first_attempt_success: number;
  delivered: number;
  returned: number;
}

/**
 * The failed-attempt centre's figures (decision 068), this month against the last, for one client. Each
 * part reads one index of its own range, never the client's whole history: deliveries by
 * `orders_client_delivery_date_idx`, returns by `orders_client_return_date_idx`, failures by
 * `attempt_cases_client_failed_at_idx`. A first attempt is a delivery with no failed attempt before it, or
 * an order's first failure; a return is the desk's move to "returned".
 */
export function createAttemptFiguresRepository(db: Db) {
  const at = (day: string) => sql`(${day}::date::timestamp at time zone ${businessTimeZone})`;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  return {
    async byGovernorate(clientId: number, m: MonthBounds, lang: Language): Promise<GovernorateMonthRow[]> {
      const [from, split, to] = [at(m.lastStart), at(m.thisStart), at(m.nextStart)];
      const name = lang === 'en' ? governorates.nameEn : governorates.nameAr;
      const result = await db.execute(sql`
        with ev as (
          select o.governorate_id as g, o.delivery_date >= ${split} as this_month, 1 as delivered,
            (not exists (select 1 from ${attemptCases} c where c.order_id = o.id
              and c.failed_at < o.delivery_date))::int as first_ok, 0 as first_failed, 0 as returned
          from ${orders} o
          where o.client_id = ${clientId} and o.delivery_date >= ${from} and o.delivery_date < ${to}
          union all
          select o.governorate_id, c.failed_at >= ${split}, 0, 0, 1, 0
          from ${attemptCases} c join ${orders} o on o.id = c.order_id
          where c.client_id = ${clientId} and c.failed_at >= ${from} and c.failed_at < ${to}
            and not exists (select 1 from ${attemptCases} p where p.order_id = c.order_id and p.id < c.id)
          union all
          select o.governorate_id, o.return_to_sender_date >= ${split}, 0, 0, 0, 1
          from ${orders} o
          where o.client_id = ${clientId} and o.return_to_sender_date >= ${from}
            and o.return_to_sender_date < ${to}
        )
        select ${name} as governorate, ev.this_month,
          sum(ev.first_ok + ev.first_failed)::int as first_attempts, sum(ev.first_ok)::int as first_attempt_success,
          sum(ev.delivered)::int as delivered, sum(ev.returned)::int as returned
        from ev join ${governorates} on ${governorates.id} = ev.g
        group by ${name}, ev.this_month
        order by 1`);
      return rowsOf(result).map((r) => ({
        governorate: String(r.governorate),
        thisMonth: r.this_month === true || r.this_month === 't',
        first_attempts: Number(r.first_attempts),
        first_attempt_success: Number(r.first_attempt_success),
        delivered: Number(r.delivered),
        returned: Number(r.returned),
      }));
    },

    /** Failed attempts per reason (the captain's; 'other' for the desk's), this month and the last. */
    async byReason(clientId: number, m: MonthBounds) {
      const [from, split, to] = [at(m.lastStart), at(m.thisStart), at(m.nextStart)];
      const result = await db.execute(sql`
        select coalesce((select d.reason from ${deliveryAttempts} d
            where d.order_id = c.order_id and d.outcome = 'failed' and d.created_at = c.created_at
            order by d.id limit 1), 'other') as reason,
          count(*) filter (where c.failed_at >= ${split})::int as this_month,
          count(*) filter (where c.failed_at < ${split})::int as last_month
        from ${attemptCases} c
        where c.client_id = ${clientId} and c.failed_at >= ${from} and c.failed_at < ${to}
        group by 1 order by 2 desc, 1`);
      return rowsOf(result).map((r) => ({
        reason: String(r.reason),
        this_month: Number(r.this_month),
        last_month: Number(r.last_month),
      }));
    },
  };
}

export type AttemptFiguresRepository = ReturnType<typeof createAttemptFiguresRepository>;
