import {
  cairoDay,
  chartDaysByLanguage,
  type Language,
  orderListNames,
  orderListStatusCodes,
  orderLists,
  orderStatuses,
  type BalanceResponse,
  type ChartResponse,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-guard';
import type { OrdersService } from '../orders/orders.service';
import type { SuppliesService } from '../supplies/supplies.service';
import type { DashboardRepository } from './dashboard.repository';

export interface DashboardDeps {
  dashboard: DashboardRepository;
  orders: Pick<OrdersService, 'countsByStatus'>;
  supplies: Pick<SuppliesService, 'supplyState'>;
  clock: Clock;
}

/**
 * The home dashboard: balance and next supply (spec §3 Balance), delivered orders per day and orders per
 * status. The balance and the supply rule are the supplies module's.
 */
export function createDashboardService(deps: DashboardDeps) {
  return {
    async balance(session: AuthContext): Promise<Omit<BalanceResponse, 'success'>> {
      const state = await deps.supplies.supplyState(session.clientId);
      return {
        next_supply: state.nextSupply,
        payout_date: state.payoutDate,
        total_supplied_balance: state.supplied,
        total_balance: state.balance,
      };
    },

    /** The window follows the caller's language (spec §9: a week in English, 30 days in Arabic). */
    async chart(session: AuthContext, lang: Language): Promise<ChartResponse['feed']> {
      const now = deps.clock.now();
      const chartDays = chartDaysByLanguage[lang];
      const [days, counts] = await Promise.all([
        deps.dashboard.deliveredPerDay(session.clientId, cairoDay(now, -(chartDays - 1)), cairoDay(now)),
        deps.orders.countsByStatus(session),
      ]);
      return {
        delivered_per_day: days,
        // Each count is the total of the list its tile leads to: a status with a list of its own counts
        // what that list shows (underway also shows resent, decision 018); the others, their status.
        orders_per_status: Object.values(orderStatuses).map((status) => {
          const list = orderListNames.find((name) => orderStatuses[orderLists[name]] === status);
          const shown = list ? orderListStatusCodes(list) : [status];
          return { status, count: shown.reduce((sum, code) => sum + (counts.get(code) ?? 0), 0) };
        }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
