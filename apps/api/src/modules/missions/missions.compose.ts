import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { PageCache } from '../../lib/page-cache';
import type { AccountsService } from '../accounts/accounts.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import type { SuppliesService } from '../supplies/supplies.service';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { createCaptainPickupsRepository } from './captain-pickups.repository';
import { captainPickupsRoutes } from './captain-pickups.routes';
import { createCaptainPickupsService } from './captain-pickups.service';
import { createMissionsRepository } from './missions.repository';
import { missionsRoutes } from './missions.routes';
import { createMissionsService } from './missions.service';
import { opsMissionsRoutes } from './ops-missions.routes';
import { createOpsMissionsService } from './ops-missions.service';
import { createSupplyMissionsRepository } from './supply-missions.repository';
import { createSupplyMissionsService } from './supply-missions.service';

/**
 * The supply missions, composed before the supplies (decision 052: the desk's supply closes supply missions,
 * their execution records a supply); `composeMissions` takes them back with the supplies (decision 041).
 */
export function composeSupplyMissions(
  { db, clock }: ComposeKit,
  { webhooks }: { webhooks: WebhooksService },
) {
  const missionsRepository = createMissionsRepository(db);
  const supplyMissions = createSupplyMissionsService({
    missions: missionsRepository,
    supplyMissions: createSupplyMissionsRepository(),
    clock,
    onStatusChange: webhooks.missionStatusChanged,
  });
  return { missionsRepository, supplyMissions };
}

/** The client's missions and the ops missions desk (issue 7 §3, decision 025). */
export function composeMissions(
  { clock, transaction, db }: ComposeKit,
  given: ReturnType<typeof composeSupplyMissions> & {
    orders: OrdersService;
    supplies: SuppliesService;
    lookups: LookupsService;
    idempotent: Idempotent;
    accounts: AccountsService;
    webhooks: WebhooksService;
    notifier: NotificationsService['notifier'];
    pageCache: PageCache;
    /** A pickup joined or left a captain's run (decision 066). */
    tellCaptain?: (captainId: number) => void;
  },
) {
  const { missionsRepository, supplyMissions, orders, supplies, lookups, idempotent, accounts } = given;
  const { webhooks, notifier, pageCache } = given;
  const missions = createMissionsService({
    missions: missionsRepository,
    orders,
    supplies,
    transaction,
    idempotent,
    clock,
    userName: async (userId) => (await accounts.findByUserId(userId))?.name ?? '',
    onStatusChange: webhooks.missionStatusChanged,
    pageCache,
  });
  const opsMissions = createOpsMissionsService({
    missions: missionsRepository,
    lookups,
    orders,
    supplies,
    supplyMissions,
    transaction,
    clock,
    notifier,
    onStatusChange: webhooks.missionStatusChanged,
    tellCaptain: given.tellCaptain,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(missionsRoutes), { missions });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsMissionsRoutes), { opsMissions });
  };
  const pickups = createCaptainPickupsService({ pickups: createCaptainPickupsRepository(db), clock });
  const captain: ScopeRoutes = async (scope) => {
    await scope.register(named(captainPickupsRoutes), { pickups });
  };
  return { missions, opsMissions, client, ops, captain };
}
