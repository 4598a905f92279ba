import {
  cairoDay,
  chartDays,
  orderStatuses,
  type BalanceResponse,
  type ChartResponse,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/auth-guard';
import type { OrdersService } from '../orders/orders.service';
import type { DashboardRepository } from './dashboard.repository';

/** A decimal string above zero (read as text: money never becomes a float). */
const isPositive = (amount: string) => !amount.startsWith('-') && /[1-9]/.test(amount);

export interface DashboardDeps {
  dashboard: DashboardRepository;
  orders: Pick<OrdersService, 'countsByStatus'>;
  clock: Clock;
}

/**
 * The home dashboard: balance and next supply (spec §3 Balance), delivered orders per day and orders per
 * status. The missions module asks `supplyState` whether a supply may be requested.
 */
export function createDashboardService(deps: DashboardDeps) {
  const today = () => cairoDay(deps.clock.now());

  async function supplyState(clientId: number, tx?: Db) {
    const figures = await deps.dashboard.balance(clientId, today(), tx);
    return {
      ...figures,
      /** Collected cash not yet supplied, and no supply mission already open. */
      suppliedAvailable: isPositive(figures.balance) && !figures.hasOpenSupply,
      nextSupply: figures.openSupplyDay ?? figures.nextSupplyDay,
    };
  }

  return {
    supplyState,

    async balance(session: AuthContext): Promise<Omit<BalanceResponse, 'success'>> {
      const state = await supplyState(session.clientId);
      return {
        next_supply: state.nextSupply,
        total_supplied_balance: state.supplied,
        total_balance: state.balance,
      };
    },

    async chart(session: AuthContext): Promise<ChartResponse['feed']> {
      const now = deps.clock.now();
      const [days, counts] = await Promise.all([
        deps.dashboard.deliveredPerDay(session.clientId, cairoDay(now, -(chartDays - 1)), cairoDay(now)),
        deps.orders.countsByStatus(session),
      ]);
      return {
        delivered_per_day: days,
        orders_per_status: Object.values(orderStatuses).map((status) => ({
          status,
          count: counts.get(status) ?? 0,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
