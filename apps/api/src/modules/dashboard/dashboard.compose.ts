import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { OrdersService } from '../orders/orders.service';
import type { SuppliesService } from '../supplies/supplies.service';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';
import { opsDashboardRoutes } from './ops-dashboard.routes';
import { createOpsDashboardService, type OpsDashboardDeps } from './ops-dashboard.service';

export function composeDashboard(
  { db, clock }: ComposeKit,
  { orders, supplies }: { orders: OrdersService; supplies: SuppliesService },
) {
  const dashboard = createDashboardService({
    dashboard: createDashboardRepository(db),
    orders,
    supplies,
    clock,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(dashboardRoutes), { dashboard });
  };
  return { dashboard, client };
}

/** The staff dashboard (decision 060): after the desks whose figures it reads. */
export function composeOpsDashboard(_kit: ComposeKit, deps: OpsDashboardDeps) {
  const opsDashboard = createOpsDashboardService(deps);
  const ops: ScopeRoutes = async (api) => {
    await api.register(named(opsDashboardRoutes), { opsDashboard });
  };
  return { opsDashboard, ops };
}
