import {
  accountFreezedEvent,
  type AccountFreezedPayload,
  type Language,
  type Mission,
  type OpsClient,
  type OpsClientListQuery,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { SuppliesService } from '../supplies/supplies.service';
import type { OpsClientRow, OpsClientsRepository } from './ops-clients.repository';

export interface OpsClientsDeps {
  clients: OpsClientsRepository;
  /** The client's balance (delivered cash less fees, minus what was supplied). */
  supplies: Pick<SuppliesService, 'supplyState'>;
  /** The client's latest missions, as the missions desk shapes them (composed in app.ts). */
  latestMissions: (clientId: number, lang: Language) => Promise<Mission[]>;
  /** Tells the client's open sessions (its socket room) at once. */
  tellClient: (clientId: number, event: typeof accountFreezedEvent, payload: AccountFreezedPayload) => void;
  clock: Clock;
}

const toClient = (row: OpsClientRow): OpsClient => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  is_freezed: row.isFreezed ? 1 : 0,
  created_at: isoTime(row.createdAt)!,
  orders_count: row.ordersCount,
  open_missions: row.openMissions,
});

/**
 * The clients desk (issue 7 §5, decision 025): list and open clients, suspend and unsuspend. The API reads
 * is_freezed on every request (sessions join clients), so a suspension holds at once; the socket event
 * lets the open web app update its stored flag and show the notice without logging in again.
 */
export function createOpsClientsService(deps: OpsClientsDeps) {
  const repo = deps.clients;

  async function setFreezed(id: number, freezed: boolean) {
    if (!(await repo.setFreezed(id, freezed, deps.clock.now()))) throw new AppError('NOT_FOUND');
    const payload = { is_freezed: freezed ? 1 : 0 } as const;
    deps.tellClient(id, accountFreezedEvent, payload);
    return { id, ...payload };
  }

  return {
    async list(query: OpsClientListQuery) {
      const filter = {
        search: query.search,
        freezed: query.freezed === undefined ? undefined : query.freezed === '1',
      };
      const offset = (query.page - 1) * query.perPage;
      const [total, rows] = await Promise.all([
        repo.count(filter),
        repo.page(filter, { offset, limit: query.perPage }),
      ]);
      return { feed: rows.map(toClient), feed_count: total };
    },

    async details(id: number, lang: Language) {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND');
      const [state, byStatus, latest, missions] = await Promise.all([
        deps.supplies.supplyState(id),
        repo.ordersByStatus(id),
        repo.latestOrders(id, 10),
        deps.latestMissions(id, lang),
      ]);
      return {
        client: toClient(row),
        balance: {
          collected: state.collected,
          supplied: state.supplied,
          balance: state.balance,
          next_supply: state.nextSupply,
        },
        orders_by_status: byStatus,
        orders: latest.map((o) => ({
          id: o.id,
          code: o.code,
          status: o.status,
          receiver: o.receiver,
          amount_to_be_collected: o.amountToBeCollected,
          received_amount: o.receivedAmount,
          created_at: isoTime(o.createdAt)!,
        })),
        missions,
      };
    },

    suspend: (id: number) => setFreezed(id, true),
    unsuspend: (id: number) => setFreezed(id, false),
  };
}

export type OpsClientsService = ReturnType<typeof createOpsClientsService>;
