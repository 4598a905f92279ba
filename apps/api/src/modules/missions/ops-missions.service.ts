import {
  cairoDay,
  cancelationReason,
  canOpsMoveMission,
  messageKeyOf,
  missionStatusByCode,
  missionStatusLabelKey,
  missionStatuses,
  missionTypes,
  translate,
  type Language,
  type MessageKey,
  type MissionStatus,
  type OpsMissionListQuery,
  type OpsMissionStatusBody,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import { ignoreStatusChanges, withStatusEvents, type StatusListener } from '../../db/status-events';
import { transition } from '../../db/transition';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import type { Notifier } from '../../lib/notifier';
import type { LookupsService } from '../lookups/lookups.service';
import type { OrdersService } from '../orders/orders.service';
import type { SuppliesService } from '../supplies/supplies.service';
import { toMission } from './mission-mapping';
import { missionColumns } from './mission-sheet';
import { sheetStream } from '../../lib/xlsx/sheet-stream';
import type { MissionsRepository } from './missions.repository';
import type { MissionUpdate } from './missions-query.repository';
import type { SupplyMissionsService } from './supply-missions.service';

export interface OpsMissionsDeps {
  missions: MissionsRepository;
  /** The captains a mission can be assigned to (the lookups module is their one source). */
  lookups: Pick<LookupsService, 'assignableCaptains' | 'captainExists'>;
  /** Executing a pickup moves the orders picked up (sent → underway) through the orders module. */
  orders: Pick<OrdersService, 'pickUp'>;
  /** Executing a supply mission records its supply through the supplies service (decision 052). */
  supplies: Pick<SuppliesService, 'settleMission'>;
  supplyMissions: Pick<SupplyMissionsService, 'owed' | 'setAmount'>;
  transaction: RunInTransaction;
  /** Told of every status change inside its transaction (the webhooks outbox, decision 030). */
  onStatusChange?: StatusListener;
  clock: Clock;
  notifier: Notifier;
  /** A pickup joined or left a captain's run: his app reads it again (decision 066). */
  tellCaptain?: (captainId: number) => void;
}

const pickupTypes: readonly number[] = [missionTypes.receiving, missionTypes.receiving_and_returns];
const cancelStatuses: readonly MissionStatus[] = ['canceled', 'canceled_with_captain'];

/** A refusal's text in the caller's language, as the error envelope would say it. */
function messageOf(error: unknown, lang: Language): string {
  if (!(error instanceof AppError)) throw error;
  const { params = {}, paramKeys = {} } = error.options;
  const filled = {
    ...params,
    ...Object.fromEntries(Object.entries(paramKeys).map(([k, key]) => [k, translate(key, lang)])),
  };
  return translate(messageKeyOf(error.code), lang, filled);
}

const invalid = (field: string, key: MessageKey) =>
  new AppError('VALIDATION_FAILED', { errors: { [field]: [key] } });

/**
 * The missions desk of the staff console (issue 7 §3, decision 025): every client's missions, and staff
 * moves along `missionOpsMoves`, each mission in its own transaction with its log row and notification.
 */
export function createOpsMissionsService(deps: OpsMissionsDeps) {
  const repo = deps.missions;

  /** Checks the body as a whole: a captain to hand to, a reason to cancel. */
  async function checkBody(body: OpsMissionStatusBody) {
    if (body.status === 'for_captain') {
      if (!body.captain_id) throw invalid('captain_id', 'opsMissions.captainRequired');
      if (!(await deps.lookups.captainExists(body.captain_id)))
        throw invalid('captain_id', 'opsMissions.captainUnknown');
    }
    if (cancelStatuses.includes(body.status)) {
      if (!body.reason_id) throw invalid('reason_id', 'opsMissions.reasonRequired');
      if (!(await repo.terminationReason(body.reason_id))) throw invalid('reason_id', 'validation.invalid');
      // The desk cancels with the same words a client must give (spec §5 cancelationReason, issue 41.2).
      const words = cancelationReason().safeParse(body.note ?? '');
      if (!words.success) throw invalid('note', words.error.issues[0]!.message as MessageKey);
    }
  }

  /** Moves one mission: lock, check the ops moves, update, log, pick up orders, notify; one transaction. */
  async function moveOne(staff: StaffContext, id: number, body: OpsMissionStatusBody, lang: Language) {
    const to = body.status;
    let push: () => void = () => undefined;
    let pushSupply: () => void = () => undefined;
    const told = new Set<number>();
    await transition(
      deps.transaction,
      withStatusEvents(repo.opsMovable(id), deps.onStatusChange ?? ignoreStatusChanges),
      (row) => {
        const from = missionStatusByCode(row.status)!;
        if (!canOpsMoveMission(from, to)) {
          throw new AppError('MISSION_ACTION_NOT_ALLOWED', {
            paramKeys: { status: missionStatusLabelKey(from), action: missionStatusLabelKey(to) },
          });
        }
        const now = deps.clock.now();
        const values: MissionUpdate = { status: missionStatuses[to], updatedAt: now };
        // A pickup's captain before and after the move sees his run change.
        if (pickupTypes.includes(row.type)) {
          if (row.captainId) told.add(row.captainId);
          if (to === 'for_captain') told.add(body.captain_id!);
        }
        if (to === 'for_captain') values.captainId = body.captain_id!;
        if (to === 'new') values.captainId = null;
        if (to === 'executed_with_captain') values.executionDate = now;
        if (cancelStatuses.includes(to)) {
          values.terminationReasonId = body.reason_id!;
          values.terminationNote = body.note ?? null;
        }
        return {
          values,
          log: {
            userId: null,
            actor: 'ops',
            actorName: staff.name,
            action: `ops:${to}`,
            fromStatus: row.status,
            toStatus: missionStatuses[to],
            note: body.note ?? null,
          },
          after: async (tx) => {
            let picked = -1;
            if (to === 'executed_with_captain' && pickupTypes.includes(row.type)) {
              const candidates = await repo.pickupCandidates(row.clientId, row.id, tx);
              const moved = await deps.orders.pickUp(
                row.clientId,
                candidates,
                { name: staff.name, note: `mission:${row.code}` },
                tx,
              );
              await repo.linkOrders(
                row.clientId,
                row.id,
                moved.map((o) => o.id),
                tx,
              );
              picked = moved.length;
            }
            if (to === 'executed_with_captain' && row.type === missionTypes.supply) {
              const { codes } = await deps.supplyMissions.owed(row, tx);
              const supply = await deps.supplies.settleMission(staff, row, codes, lang, tx);
              await deps.supplyMissions.setAmount(row.id, supply.amount, tx);
              pushSupply = supply.push;
            }
            push = await deps.notifier.record(tx, [
              {
                clientId: row.clientId,
                type: 'mission_status',
                messageKey:
                  picked >= 0 ? 'opsMissions.notify.pickedUp' : (`opsMissions.notify.${to}` as MessageKey),
                params: picked >= 0 ? { code: row.code, count: picked } : { code: row.code },
                subject: { kind: 'mission', id: row.id, code: row.code },
              },
            ]);
          },
        };
      },
    );
    push();
    pushSupply();
    for (const captainId of told) deps.tellCaptain?.(captainId);
  }

  const filterOf = (query: Partial<OpsMissionListQuery>) => ({
    code: query.code,
    clientId: query.client_id,
    type: query.type,
    status: query.status,
    captainId: query.captain_id,
    dueDate: query.due_date,
  });

  return {
    /**
     * `GET /api/ops/missions/export`: the desk's filtered missions as a streamed xlsx (issue 36 §8,
     * decision 060), the client's mission sheet over every client, in keyset batches by id.
     */
    exportDesk(query: Partial<OpsMissionListQuery>, lang: Language) {
      const filter = filterOf(query);
      const day = cairoDay(deps.clock.now());
      async function* batches() {
        let afterId = 0;
        for (;;) {
          const rows = await repo.opsExportBatch(filter, lang, afterId, 1_000);
          if (rows.length === 0) return;
          yield rows.map((r) => toMission(r, 'ops'));
          if (rows.length < 1_000) return;
          afterId = rows.at(-1)!.id;
        }
      }
      return {
        fileName: `missions-${day}.xlsx`,
        body: sheetStream('missionExport.missionsSheet', missionColumns, batches(), lang),
      };
    },

    async list(query: OpsMissionListQuery, lang: Language) {
      const filter = filterOf(query);
      const offset = (query.page - 1) * query.perPage;
      const [total, rows] = await Promise.all([
        repo.opsCount(filter),
        repo.opsPage(filter, lang, { offset, limit: query.perPage }),
      ]);
      return { feed: rows.map((r) => toMission(r, 'ops')), feed_count: total };
    },

    /**
     * `POST /api/ops/missions/status`: each mission moves on its own (one transaction each); a mission
     * that may not move, or is unknown, is refused with the reason in the caller's language.
     */
    async move(staff: StaffContext, body: OpsMissionStatusBody, lang: Language) {
      await checkBody(body);
      const updated: number[] = [];
      const refused: { id: number; error_msg: string }[] = [];
      for (const id of [...new Set(body.ids)]) {
        try {
          await moveOne(staff, id, body, lang);
          updated.push(id);
        } catch (error) {
          refused.push({ id, error_msg: messageOf(error, lang) });
        }
      }
      return { updated, refused };
    },

    captains: async (lang: Language) =>
      (await deps.lookups.assignableCaptains(lang)).map(({ id, name, phone, branch }) => ({
        id,
        name,
        phone,
        branch,
      })),

    terminationReasons: (lang: Language) => repo.terminationReasons(lang),

    /** The latest missions of a client (clients desk). */
    async latestOfClient(clientId: number, lang: Language, limit = 10) {
      return (await repo.latestOfClient(clientId, lang, limit)).map((r) => toMission(r, 'ops'));
    },
  };
}

export type OpsMissionsService = ReturnType<typeof createOpsMissionsService>;
