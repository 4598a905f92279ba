import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createDatabaseTrackingProvider } from './database-provider';
import { createOpsTrackingRepository } from './ops-tracking.repository';
import { opsTrackingRoutes } from './ops-tracking.routes';
import { createOpsTrackingService } from './ops-tracking.service';
import { createSeventeenTrackProvider } from './seventeen-track-provider';
import { firstFound, type TrackingProvider } from './tracking-provider';
import { createTrackingRepository } from './tracking.repository';
import { trackingRoutes } from './tracking.routes';
import { createTrackingService } from './tracking.service';

/** The shipment tracking (the database first, then 17track when configured) and the ops tracking desk. */
export function composeTracking({ db, clock, config }: ComposeKit, deps: { fetch?: typeof fetch }) {
  const trackingProviders: TrackingProvider[] = [
    createDatabaseTrackingProvider(createTrackingRepository(db)),
  ];
  if (config.TRACKING_PROVIDER === '17track' && config.TRACKING_17TRACK_KEY) {
    trackingProviders.push(
      createSeventeenTrackProvider({
        baseUrl: config.TRACKING_17TRACK_URL,
        apiKey: config.TRACKING_17TRACK_KEY,
        timeoutMs: config.TRACKING_TIMEOUT_MS,
        fetch: deps.fetch,
      }),
    );
  }
  const tracking = createTrackingService({ provider: firstFound(trackingProviders) });
  const opsTracking = createOpsTrackingService({ shipments: createOpsTrackingRepository(db), clock });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(trackingRoutes), { tracking });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsTrackingRoutes), { opsTracking });
  };
  return { tracking, opsTracking, client, ops };
}
