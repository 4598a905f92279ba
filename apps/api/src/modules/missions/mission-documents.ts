import type {
  ExportMissionsBody,
  Language,
  MissionPreview,
  MissionPreviewType,
  Order,
} from '@courier/contracts';
import type { AuthContext } from '../../http/auth-guard';
import { actorOf } from '../orders/orders.service';
import { isoTime } from '../../lib/iso-time';
import { toMission, totalsOf } from './mission-mapping';
import { sheetStream } from '../../lib/xlsx/sheet-stream';
import { missionColumns, missionOrderColumns } from './mission-sheet';
import type { MissionsRepository } from './missions.repository';
import type { MissionRow } from './missions-query.repository';

/** At most this many orders on a mission's papers and in its spreadsheet (totals always cover all). */
export const missionPaperOrdersLimit = 2_000;
const exportBatchSize = 1_000;

export interface MissionDocumentsDeps {
  missions: MissionsRepository;
  /** A mission of the client that it may follow: 404 when not its own, 403 'account suspended' by type. */
  followable: (session: AuthContext, id: number, lang: Language) => Promise<MissionRow>;
  /** The types the caller asks for, narrowed to those it may follow. */
  typesFor: (session: AuthContext, asked: readonly number[] | undefined) => number[];
  /** Orders as the orders module shapes them (a mission's orders are the client's orders). */
  ordersOf: (session: AuthContext, ids: number[], lang: Language) => Promise<Order[]>;
}

/** What a mission gives to read, print and download: its orders, papers, previews and spreadsheets. */
export function createMissionDocuments(deps: MissionDocumentsDeps) {
  const repo = deps.missions;
  const { followable, typesFor } = deps;

  return {
    async orders(session: AuthContext, id: number, page: { page: number; perPage: number }, lang: Language) {
      await followable(session, id, lang);
      const { ids, total } = await repo.orderIds(session.clientId, id, {
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      });
      return { feed: await deps.ordersOf(session, ids, lang), feed_count: total };
    },

    /** The documents to print: the mission, its orders (up to the limit) and the totals over all of them. */
    async papers(session: AuthContext, id: number, lang: Language) {
      const row = await followable(session, id, lang);
      const [{ ids }, sums] = await Promise.all([
        repo.orderIds(session.clientId, id, { offset: 0, limit: missionPaperOrdersLimit }),
        repo.totals(session.clientId, id),
      ]);
      return {
        mission: toMission(row, actorOf(session)),
        orders: await deps.ordersOf(session, ids, lang),
        totals: totalsOf(sums),
      };
    },

    async preview(
      session: AuthContext,
      id: number,
      type: MissionPreviewType,
      lang: Language,
    ): Promise<MissionPreview> {
      await followable(session, id, lang);
      if (type === 1) {
        const byStatus = await repo.ordersByStatus(session.clientId, id);
        return { type, total: byStatus.reduce((n, s) => n + s.count, 0), by_status: byStatus };
      }
      if (type === 2) return { type, ...totalsOf(await repo.totals(session.clientId, id)) };
      const [sums, rows] = await Promise.all([
        repo.totals(session.clientId, id, true),
        repo.returnedOrders(session.clientId, id, missionPaperOrdersLimit),
      ]);
      return {
        type,
        count: sums.count,
        orders: rows.map((r) => ({
          id: r.id,
          code: r.code,
          receiver: r.receiver,
          status: r.status,
          return_reason: r.returnReason,
          return_to_sender_date: isoTime(r.returnToSenderDate),
        })),
      };
    },

    /** `mission/excel?id&type`: the mission's orders (types 1 and 2) or its returned ones (3) as an xlsx. */
    async excel(session: AuthContext, id: number, type: MissionPreviewType, lang: Language) {
      const row = await followable(session, id, lang);
      const ids =
        type === 3
          ? (await repo.returnedOrders(session.clientId, id, missionPaperOrdersLimit)).map((r) => r.id)
          : (await repo.orderIds(session.clientId, id, { offset: 0, limit: missionPaperOrdersLimit })).ids;
      const orders = await deps.ordersOf(session, ids, lang);
      return {
        fileName: `mission-${row.code}-${type}.xlsx`,
        body: sheetStream('missionExport.ordersSheet', missionOrderColumns(type), [orders], lang),
      };
    },

    /** `export-my-missions`: the missions created in the date range (Cairo days), of the types the caller may follow. */
    async exportMissions(session: AuthContext, query: ExportMissionsBody, lang: Language) {
      const range = { types: typesFor(session, query.type), from: query.date_from, to: query.date_to };
      const actor = actorOf(session);
      async function* batches() {
        let afterId = 0;
        for (;;) {
          const rows = await repo.exportBatch(session.clientId, range, afterId, exportBatchSize, lang);
          if (rows.length === 0) return;
          yield rows.map((r) => toMission(r, actor));
          if (rows.length < exportBatchSize) return;
          afterId = rows.at(-1)!.id;
        }
      }
      return {
        fileName: `missions-${query.date_from}_${query.date_to}.xlsx`,
        body: sheetStream('missionExport.missionsSheet', missionColumns, batches(), lang),
      };
    },
  };
}
