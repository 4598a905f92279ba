import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { appConfigRoutes } from './app-config.routes';
import { healthRoutes } from './health.routes';

/** The health check (outside every scope) and the settings the web app reads at start. */
export function composeSystem({ config }: ComposeKit, { ping }: { ping: () => Promise<boolean> }) {
  const appConfig = {
    success: 1 as const,
    idle_timeout_ms: config.SESSION_IDLE_TIMEOUT_MS,
    idle_warning_ms: config.IDLE_WARNING_MS,
    connectivity_interval_ms: 2000,
    starred_pages_limit: 10,
    branches_count: config.BRANCHES_COUNT,
    amount_ceiling: config.ORDER_AMOUNT_CEILING,
  };
  const root: ScopeRoutes = async (app) => {
    await app.register(named(healthRoutes), { ping });
  };
  const client: ScopeRoutes = async (api) => {
    await api.register(named(appConfigRoutes), { appConfig });
  };
  return { root, client };
}
