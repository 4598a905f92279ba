import { cairoDay, type Language, type OpsDashboard } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { OpsFiguresRepository } from './ops-figures.repository';
import { cents } from './ops-orders.service';
import type { OpsTimeLimitsService } from './ops-time-limits.service';

/** Hundredths back to the ledger's text ("1234.50"). */
const moneyText = (hundredths: bigint): string => {
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The orders desk's figures for the staff dashboard (issue 36 §6), each the count of a desk filter. */
export function createOpsFiguresService(deps: {
  figures: OpsFiguresRepository;
  timeLimits: Pick<OpsTimeLimitsService, 'cuts'>;
  clock: Clock;
}) {
  const { figures } = deps;
  return {
    /** The business day "today" means (Cairo, by the business clock). */
    today: () => cairoDay(deps.clock.now()),

    async orders(lang: Language): Promise<NonNullable<OpsDashboard['orders']>> {
      const day = cairoDay(deps.clock.now());
      const cuts = await deps.timeLimits.cuts();
      const [byStatus, byBranch, delivered, cod, overdue] = await Promise.all([
        figures.byStatus(),
        figures.byBranch(lang),
        figures.deliveredOn(day, cuts),
        figures.codWithCaptains(day, cuts),
        figures.overdue(cuts),
      ]);
      const total = cod.reduce((sum, c) => sum + cents(c.total), 0n);
      return {
        by_status: byStatus,
        by_branch: byBranch,
        delivered_today: delivered,
        cod_with_captains: {
          total: moneyText(total),
          orders: cod.reduce((n, c) => n + c.orders, 0),
          by_captain: cod,
        },
        overdue,
      };
    },

    async requests() {
      return figures.requests(await deps.timeLimits.cuts());
    },
  };
}

export type OpsFiguresService = ReturnType<typeof createOpsFiguresService>;
