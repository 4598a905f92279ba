import {
  attemptReasonCodes,
  cairoDay,
  nextDeliveryDays,
  translate,
  type AttemptCase,
  type AttemptDecision,
  type AttemptDecisionBody,
  type AttemptFigures,
  type AttemptMonthFigures,
  type AttemptReason,
  type AttemptSettings,
  type AttemptsQuery,
  type Language,
  type MessageKey,
  type OrderActor,
  type ReceiverRequest,
  type ReceiverRescheduleBody,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import type { AttemptFiguresRepository, MonthBounds } from './attempt-figures.repository';
import type { AttemptsRepository } from './attempts.repository';
import { actorFor, actorOf } from './order-mapping';
import type { ActionChange, createOrderActions } from './orders-actions.service';
import type { OrdersRepository } from './orders.repository';
import type { Actor } from './orders-query.repository';

/** A per-order refusal in a bulk decision: a catalog key, translated for the caller. */
class Refusal extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const decidedWindowMs = 30 * 86_400_000;
const emptyMonth = (): AttemptMonthFigures => ({
  first_attempts: 0,
  first_attempt_success: 0,
  delivered: 0,
  returned: 0,
});
const addTo = (into: AttemptMonthFigures, row: AttemptMonthFigures) => {
  into.first_attempts += row.first_attempts;
  into.first_attempt_success += row.first_attempt_success;
  into.delivered += row.delivered;
  into.returned += row.returned;
};

/** This month's and the last's first days in Cairo, and the next month's. */
export function monthBounds(now: Date): MonthBounds {
  const [y, m] = cairoDay(now).split('-').map(Number) as [number, number];
  const day = (year: number, month: number) =>
    new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return { lastStart: day(y, m - 1), thisStart: day(y, m), nextStart: day(y, m + 1) };
}

/** What a decided order leaves in its move's transaction: its case closed, the desk's delay request. */
type AfterMove = (tx: Db, actor: Actor, orderId: number, notes: string | null) => Promise<void>;

interface Decision {
  decision: AttemptDecision;
  by: 'merchant' | 'receiver' | 'default';
  day: string | null;
  address?: string | undefined;
  phone?: string | undefined;
  note?: string | undefined;
  request?: ReceiverRequest;
}

/**
 * The failed-attempt centre (issue 38 §4, decision 068): the cases the status hook opens, the merchant's
 * bulk decisions, the receiver's requests and the merchant's default at the deadline. Every decision is
 * the order's own action (delay with a day, or return to sender) through `transition()`, so it is logged
 * and reaches the desk's queue with its day; the case is closed in the same transaction.
 */
export function createAttemptsService(deps: {
  attempts: AttemptsRepository;
  figures: AttemptFiguresRepository;
  orders: OrdersRepository;
  actions: Pick<ReturnType<typeof createOrderActions>, 'actAs'>;
  transaction: RunInTransaction;
  clock: Clock;
  userName: (userId: number) => Promise<string>;
  /** May this sub-user decide (the team's `attempts` permission)? The main account always may. */
  hasPermission: (userId: number, permission: 'attempts') => Promise<boolean>;
}) {
  const { attempts, clock } = deps;

  async function allowed(session: AuthContext) {
    if (!session.isMain && !(await deps.hasPermission(session.userId, 'attempts')))
      throw new AppError('FORBIDDEN');
  }

  /**
   * What a decision does to its order: a return asks `return_on_sender`; a retry (and a correction) is a
   * `delay` with the day, the corrected address or phone written and logged as changes. `after` closes
   * the case and leaves the delay request for the desk, in the move's transaction.
   */
  function decisionChange(d: Decision, now: Date, after: AfterMove): ActionChange {
    const isReturn = d.decision === 'return';
    return (row) => {
      const corrected = [d.address, d.phone].filter(Boolean).join(' · ');
      const details = [
        corrected ? translate('attempts.note.correct', 'ar', { details: corrected }) : null,
        d.note || null,
      ]
        .filter(Boolean)
        .join(' · ');
      const then = (tx: Db, a: Actor) => after(tx, a, row.id, details || null);
      if (isReturn) {
        if (row.returnRequestedAt) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { returnRequestedAt: now }, note: d.note || null, after: then };
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (d.address && d.address !== row.address) changes.address = { from: row.address, to: d.address };
      if (d.phone && d.phone !== row.phone1) changes.phone1 = { from: row.phone1, to: d.phone };
      return {
        values: {
          delayDate: d.day!,
          ...(changes.address ? { address: d.address! } : {}),
          ...(changes.phone1 ? { phone1: d.phone! } : {}),
        },
        note: [d.day, details].filter(Boolean).join(' · '),
        changes: Object.keys(changes).length ? changes : null,
        after: then,
      };
    };
  }

  const delayRequest = (a: Actor, orderId: number, day: string, notes: string | null) => ({
    orderId,
    clientId: a.clientId,
    userId: a.userId,
    actorName: a.name,
    delayDate: day,
    reasonId: null,
    notes,
  });

  /** One order's decision in its own transaction (the receiver's, the default's): the case locked in it. */
  async function decideOne(actor: Actor, orderActor: OrderActor, orderId: number, d: Decision) {
    const now = clock.now();
    const isReturn = d.decision === 'return';
    const after: AfterMove = async (tx, a, id, notes) => {
      const open = await attempts.lockOpenCase(tx, id);
      if (!open) throw new Refusal('attempts.refused.notOpen');
      await attempts.decide(tx, open.id, {
        decision: d.decision,
        by: d.by,
        day: d.day,
        now,
        ...(d.request ? { request: d.request } : {}),
      });
      if (!isReturn) await deps.orders.addDelayRequest(delayRequest(a, id, d.day!, notes), tx);
    };
    await deps.actions.actAs(
      actor,
      orderActor,
      orderId,
      isReturn ? 'return_on_sender' : 'delay',
      decisionChange(d, now, after),
    );
  }

  /**
   * The merchant's bulk decision in ONE transaction (decision 071): the orders then their open cases
   * locked in two statements (the status hook's order: order, then case), each order moved through the
   * state machine in turn (its lock, update + log + events, the desk's request), the cases closed and the
   * delay requests written in one statement each. A refusal (state machine, no open case) is found before
   * the order writes anything, so it leaves the others untouched.
   */
  async function decideMany(
    session: AuthContext,
    ids: number[],
    d: Decision,
    refuse: (orderId: number, error: unknown) => void,
  ): Promise<number[]> {
    const actor = await actorFor(deps.userName, session);
    const now = clock.now();
    const isReturn = d.decision === 'return';
    return deps.transaction(async (tx) => {
      const locked = await deps.orders.lockMany(session.clientId, ids, tx);
      const open = await attempts.lockOpenCases(tx, locked);
      const caseIds: number[] = [];
      const delays: ReturnType<typeof delayRequest>[] = [];
      const moved: number[] = [];
      const after: AfterMove = async (_tx, a, id, notes) => {
        caseIds.push(open.get(id)!);
        if (!isReturn) delays.push(delayRequest(a, id, d.day!, notes));
      };
      for (const orderId of locked) {
        if (!open.has(orderId)) {
          refuse(orderId, new Refusal('attempts.refused.notOpen'));
          continue;
        }
        try {
          await deps.actions.actAs(
            actor,
            actorOf(session),
            orderId,
            isReturn ? 'return_on_sender' : 'delay',
            decisionChange(d, now, after),
            (work) => work(tx),
          );
          moved.push(orderId);
        } catch (error) {
          // Thrown before the order's update (the state machine, a return already asked): nothing written.
          if (error instanceof AppError) refuse(orderId, error);
          else throw error;
        }
      }
      await attempts.decideMany(tx, caseIds, { decision: d.decision, by: d.by, day: d.day, now });
      await deps.orders.addDelayRequests(delays, tx);
      return moved;
    });
  }

  const systemActor = (clientId: number, key: MessageKey): Actor => ({
    clientId,
    userId: null,
    name: translate(key, 'ar'),
  });

  const toCase = (row: Awaited<ReturnType<AttemptsRepository['list']>>['rows'][number]): AttemptCase => ({
    order_id: row.orderId,
    code: row.code,
    receiver: row.receiver,
    phone: row.phone,
    governorate: row.governorate,
    area: row.area,
    address: row.address,
    amount: row.amount,
    reason: (attemptReasonCodes as readonly string[]).includes(row.reason)
      ? (row.reason as AttemptReason)
      : 'other',
    attempts: row.attempts,
    failed_at: row.failedAt.toISOString(),
    deadline_at: row.deadlineAt.toISOString(),
    receiver_request: row.receiverRequest ?? null,
    decision: (row.decision as AttemptDecision | null) ?? null,
    decided_by: (row.decidedBy as AttemptCase['decided_by']) ?? null,
    decided_at: iso(row.decidedAt),
    decision_day: row.decisionDay,
  });

  return {
    async list(session: AuthContext, query: AttemptsQuery, lang: Language) {
      await allowed(session);
      const now = clock.now();
      const { rows, total } = await attempts.list(
        session.clientId,
        query.state,
        new Date(now.getTime() - decidedWindowMs),
        lang,
        { offset: (query.page - 1) * query.perPage, limit: query.perPage },
      );
      return { feed: rows.map(toCase), feed_count: total, days: nextDeliveryDays(now) };
    },

    /** One decision for many orders, in one transaction; refusals per order in the caller's words. */
    async decide(session: AuthContext, body: AttemptDecisionBody, lang: Language) {
      await allowed(session);
      const refused: { code: string; error_msg: string }[] = [];
      const ids = [...new Set(body.order_ids)];
      const codes = await attempts.codesOf(session.clientId, ids);
      const wording = (error: unknown) => {
        if (error instanceof Refusal) return translate(error.key, lang);
        const e = error as AppError;
        const params = Object.fromEntries(
          Object.entries(e.options.paramKeys ?? {}).map(([k, key]) => [k, translate(key, lang)]),
        );
        return translate(`errors.${e.code}`, lang, params);
      };
      const refuse = (orderId: number, error: unknown) =>
        refused.push({ code: codes.get(orderId)!, error_msg: wording(error) });
      for (const orderId of ids)
        if (!codes.has(orderId))
          refused.push({ code: String(orderId), error_msg: translate('errors.NOT_FOUND', lang) });
      const known = ids.filter((id) => codes.has(id));
      if (body.day && !nextDeliveryDays(clock.now(), 14).includes(body.day)) {
        for (const id of known) refuse(id, new Refusal('attempts.refused.dayNotOffered'));
        return { decided: [], refused };
      }
      const moved = known.length
        ? await decideMany(
            session,
            known,
            {
              decision: body.decision,
              by: 'merchant',
              day: body.decision === 'return' ? null : body.day!,
              address: body.address,
              phone: body.phone,
              note: body.note,
            },
            refuse,
          )
        : [];
      // In the order asked (the answer lists codes as the merchant selected them).
      const done = new Set(moved);
      return { decided: known.filter((id) => done.has(id)).map((id) => codes.get(id)!), refused };
    },

    async settings(session: AuthContext): Promise<AttemptSettings> {
      await allowed(session);
      return attempts.settingsOf(session.clientId);
    },

    async saveSettings(session: AuthContext, body: AttemptSettings): Promise<AttemptSettings> {
      if (!session.isMain) throw new AppError('FORBIDDEN');
      await attempts.saveSettings(session.clientId, body);
      return body;
    },

    async figures(session: AuthContext, lang: Language): Promise<AttemptFigures> {
      await allowed(session);
      const bounds = monthBounds(clock.now());
      const [rows, reasons] = await Promise.all([
        deps.figures.byGovernorate(session.clientId, bounds, lang),
        deps.figures.byReason(session.clientId, bounds),
      ]);
      const total = { this_month: emptyMonth(), last_month: emptyMonth() };
      const byName = new Map<string, { this_month: AttemptMonthFigures; last_month: AttemptMonthFigures }>();
      for (const { governorate, thisMonth, ...figures } of rows) {
        const entry = byName.get(governorate) ?? { this_month: emptyMonth(), last_month: emptyMonth() };
        byName.set(governorate, entry);
        addTo(entry[thisMonth ? 'this_month' : 'last_month'], figures);
        addTo(total[thisMonth ? 'this_month' : 'last_month'], figures);
      }
      return {
        month: bounds.thisStart.slice(0, 7),
        ...total,
        by_governorate: [...byName].map(([governorate, v]) => ({ governorate, ...v })),
        by_reason: reasons.map((r) => ({
          ...r,
          reason: (attemptReasonCodes as readonly string[]).includes(r.reason)
            ? (r.reason as AttemptReason)
            : 'other',
        })),
      };
    },

    /** The receiver's page: is the order waiting for a choice, and which days may they pick. */
    async receiverChoices(orderId: number) {
      return { open: await attempts.isOpen(orderId), days: nextDeliveryDays(clock.now()) };
    },

    /**
     * The receiver's request from the link: a new day is applied at once (a delay request with that day
     * reaches the desk; the merchant sees it among the decisions); a correction or a cancel waits on the
     * case for the merchant's decision.
     */
    async receiverRequest(
      order: { id: number; clientId: number },
      body: ReceiverRescheduleBody,
    ): Promise<'done' | 'closed' | 'invalid'> {
      const now = clock.now();
      if (!(await attempts.isOpen(order.id))) return 'closed';
      const request: ReceiverRequest = {
        kind: body.kind,
        day: body.day ?? null,
        address: body.address || null,
        phone: body.phone ?? null,
        note: body.note || null,
        at: now.toISOString(),
      };
      if (body.kind === 'new_day') {
        if (!body.day || !nextDeliveryDays(now).includes(body.day)) return 'invalid';
        try {
          await decideOne(systemActor(order.clientId, 'attempts.actor.receiver'), 'client_admin', order.id, {
            decision: 'retry',
            by: 'receiver',
            day: body.day,
            note: body.note,
            request,
          });
        } catch (error) {
          if (error instanceof Refusal || error instanceof AppError) return 'closed';
          throw error;
        }
        return 'done';
      }
      if (body.kind === 'correct' && !request.address && !request.phone) return 'invalid';
      return (await attempts.saveReceiverRequest(order.id, request, now)) ? 'done' : 'closed';
    },

    /** The hourly job: each case past its deadline gets its merchant's default (retry next delivery day, or return). */
    async applyDeadlines(limit = 500): Promise<number> {
      const now = clock.now();
      const day = nextDeliveryDays(now, 1)[0]!;
      let applied = 0;
      for (const due of await attempts.due(now, limit)) {
        try {
          await decideOne(systemActor(due.clientId, 'attempts.actor.default'), 'client_admin', due.orderId, {
            decision: due.decision,
            by: 'default',
            day: due.decision === 'return' ? null : day,
          });
          applied++;
        } catch (error) {
          if (!(error instanceof Refusal || error instanceof AppError)) throw error;
          // The order can no longer take the default (it moved on, or a return was already asked).
          await attempts.closeAsDesk(due.orderId, now);
        }
      }
      return applied;
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
