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
  type ReceiverRequest,
  type ReceiverRescheduleBody,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import type { AttemptFiguresRepository, MonthBounds } from './attempt-figures.repository';
import { createAttemptDecisions, Refusal } from './attempt-decisions';
import type { AttemptsRepository } from './attempts.repository';
import type { createOrderActions } from './orders-actions.service';
import type { OrdersRepository } from './orders.repository';
import type { Actor } from './orders-query.repository';

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
/** A stored reason as a code of the one table ('other' for anything it does not know). */
const knownReason = (code: string): AttemptReason =>
  (attemptReasonCodes as readonly string[]).includes(code) ? (code as AttemptReason) : 'other';

export function monthBounds(now: Date): MonthBounds {
  const [y, m] = cairoDay(now).split('-').map(Number) as [number, number];
  const day = (year: number, month: number) =>
    new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return { lastStart: day(y, m - 1), thisStart: day(y, m), nextStart: day(y, m + 1) };
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

  const { decideOne, decideMany } = createAttemptDecisions(deps);

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
    reason: knownReason(row.reason),
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
          reason: knownReason(r.reason),
        })),
      };
    },

    /** The receiver's page: is the order waiting for a choice, and which days may they pick. */
    async receiverChoices(orderId: number) {
      const reason = await attempts.openReason(orderId);
      return {
        open: reason !== null,
        reason: knownReason(reason ?? 'other'),
        days: nextDeliveryDays(clock.now()),
      };
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
      if ((await attempts.openReason(order.id)) === null) return 'closed';
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
