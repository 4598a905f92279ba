import {
  cairoDay,
  type CashReportDay,
  type HandIn,
  type HandInExportQuery,
  type HandInListQuery,
  type Language,
  type HandInState,
  type HeldOrder,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { FileDownload } from '../../http/send-file';
import { isoTime } from '../../lib/iso-time';
import { sheetStream } from '../../lib/xlsx/sheet-stream';
import { handInColumns } from './captain-cash-sheet';
import type { CaptainCashRepository } from './captain-cash.repository';

type HandInRow = NonNullable<Awaited<ReturnType<CaptainCashRepository['handIn']>>>;

/** The sign of the difference names the state (a comparison with zero, not arithmetic on money). */
const stateOf = (difference: string): HandInState => {
  const sign = Math.sign(Number(difference));
  return sign < 0 ? 'short' : sign > 0 ? 'surplus' : 'balanced';
};

const toHandIn = (r: HandInRow): HandIn => ({
  ...r,
  // A declaration waits for the office's count: no shortage or surplus until then (decision 066).
  state: r.confirmed_at ? stateOf(r.difference) : 'declared',
  settled_at: isoTime(r.settled_at),
  created_at: isoTime(r.created_at)!,
  declared_at: isoTime(r.declared_at),
  confirmed_at: isoTime(r.confirmed_at),
});

/** Who records a hand-in: the staff member at the desk. */
export interface CashActor {
  staffId: number;
}

/**
 * Cash from captains (issue 36 §5, decision 058): what a captain holds (the COD of its delivered orders not
 * handed in yet), recording what it hands in (every held order in one hand-in, under the captain's row
 * lock, so two at once never count an order twice), settling a shortage or surplus, and the per-day
 * report. Plain functions: the captain's app may call `cashHeldBy` and `recordHandIn` as the desk does.
 */
export function createCaptainCashService(deps: {
  cash: CaptainCashRepository;
  clock: Clock;
  transaction: RunInTransaction;
  /** After a hand-in is made or confirmed: the captain's app and the desk read his cash again. */
  onCashChanged?: (captainId: number) => void;
}) {
  const repo = deps.cash;
  const changed = (captainId: number) => deps.onCashChanged?.(captainId);

  /** The delivered orders whose cash the captain holds, and their Σ (`expected`). */
  async function cashHeldBy(captainId: number) {
    const captain = await repo.captain(captainId);
    if (!captain) throw new AppError('NOT_FOUND');
    const { rows, expected } = await repo.held(captainId);
    const orders: HeldOrder[] = rows.map((r) => ({ ...r, delivery_date: isoTime(r.delivery_date) }));
    return { captain, orders, expected };
  }

  /**
   * One hand-in of every order the captain holds, under his row lock: by the desk (counted, confirmed at
   * once) or declared from his app (waiting for the office's count). The one money path of both sides.
   */
  async function handIn(
    captainId: number,
    by: { staffId: number } | { declared: true },
    input: { handed: string; note?: string | undefined },
  ) {
    const at = deps.clock.now();
    const declared = 'declared' in by;
    const id = await deps.transaction(async (tx) => {
      const captain = await repo.lockCaptain(tx, captainId);
      if (!captain) throw new AppError('NOT_FOUND');
      if (declared && (await repo.pendingOf(captainId, tx))) throw new AppError('HAND_IN_PENDING');
      const made = await repo.insertHandIn(tx, {
        captainId,
        staffId: declared ? null : by.staffId,
        handedOn: cairoDay(at),
        handed: input.handed,
        note: input.note ?? null,
        at,
        declared,
      });
      if (made === null) throw new AppError('CAPTAIN_NOTHING_HELD');
      return made;
    });
    changed(captainId);
    return handInOrNotFound(id);
  }

  async function handInOrNotFound(id: number) {
    const row = await repo.handIn(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toHandIn(row);
  }

  return {
    cashHeldBy,

    /**
     * Records what the captain handed in against every order it holds now; the difference (handed −
     * expected) is a shortage or a surplus, open until settled. 409 CAPTAIN_NOTHING_HELD when it holds none
     * (also the second of two hand-ins sent at once).
     */
    recordHandIn: (
      actor: CashActor,
      captainId: number,
      input: { handed: string; note?: string | undefined },
    ) => handIn(captainId, { staffId: actor.staffId }, input),

    /**
     * The captain declares from his app what he hands in (decision 066): the same hand-in as the desk's,
     * taking every order he holds now, waiting for the office to count it. 409 HAND_IN_PENDING while his
     * previous declaration waits; 409 CAPTAIN_NOTHING_HELD when he holds none.
     */
    declareHandIn: (captainId: number, input: { handed: string; note?: string | undefined }) =>
      handIn(captainId, { declared: true }, input),

    /** What the captain's app shows: the cash he holds (the same ledger) and his declaration waiting. */
    async ownCash(captainId: number) {
      const { orders, expected } = await cashHeldBy(captainId);
      const pending = await repo.pendingOf(captainId);
      return { orders, expected, pending: pending ? toHandIn(pending) : null };
    },

    /**
     * The office counted a declared hand-in: `handed` is the cash counted (a difference from the expected
     * sum is a shortage or surplus, open until settled, as for a desk hand-in). 409 HAND_IN_NOT_DECLARED
     * when it is not waiting (confirmed already, or a desk hand-in).
     */
    async confirmHandIn(actor: CashActor, id: number, input: { handed: string; note?: string | undefined }) {
      await handInOrNotFound(id);
      const captainId = await deps.transaction((tx) =>
        repo.confirm(tx, id, {
          staffId: actor.staffId,
          handed: input.handed,
          note: input.note ?? null,
          at: deps.clock.now(),
        }),
      );
      if (captainId === null) throw new AppError('HAND_IN_NOT_DECLARED');
      changed(captainId);
      return handInOrNotFound(id);
    },

    async handIns(q: HandInListQuery) {
      const { rows, total } = await repo.handIns(
        { captainId: q.captain_id, open: q.filter === 'open' },
        { offset: (q.page - 1) * q.perPage, limit: q.perPage },
      );
      return { feed: rows.map(toHandIn), feed_count: total };
    },

    /**
     * `GET /api/ops/captain-hand-ins/export`: the list's hand-ins (its filters, every page) as a streamed
     * xlsx, in keyset batches by id, newest first (issue 36 §8).
     */
    exportHandIns(q: HandInExportQuery, lang: Language): FileDownload {
      const filter = { captainId: q.captain_id, open: q.filter === 'open' };
      async function* batches() {
        let beforeId: number | null = null;
        for (;;) {
          const rows = await repo.handInBatch(filter, beforeId, 1_000);
          if (rows.length > 0) yield rows.map(toHandIn);
          if (rows.length < 1_000) return;
          beforeId = rows.at(-1)!.id;
        }
      }
      return {
        fileName: `captains-cash-${cairoDay(deps.clock.now())}.xlsx`,
        body: sheetStream('handInSheet.name', handInColumns, batches(), lang),
      };
    },

    /** Closes a shortage or surplus with how it was made good; 409 when there is nothing open. */
    async settle(actor: CashActor, id: number, note: string) {
      await handInOrNotFound(id);
      const done = await repo.settle(id, { staffId: actor.staffId, note, at: deps.clock.now() });
      if (!done) throw new AppError('HAND_IN_NOTHING_TO_SETTLE');
      return handInOrNotFound(id);
    },

    /** Which of these orders' cash reached the company (the supplies desk's owed list). */
    cashIn: (orderIds: number[]) => repo.cashIn(orderIds),

    /** The captain's cash per Cairo day over the last `days` days, newest first, and what it holds now. */
    async report(captainId: number, days: number) {
      if (!(await repo.captain(captainId))) throw new AppError('NOT_FOUND');
      const feed: CashReportDay[] = await repo.report(captainId, cairoDay(deps.clock.now(), 1 - days));
      return { feed, cash_held: await repo.heldAmount(captainId) };
    },
  };
}

export type CaptainCashService = ReturnType<typeof createCaptainCashService>;
