import {
  translate,
  type AttemptDecision,
  type MessageKey,
  type OrderActor,
  type ReceiverRequest,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import type { AttemptsRepository } from './attempts.repository';
import { actorFor, actorOf } from './order-mapping';
import type { ActionChange, createOrderActions } from './orders-actions.service';
import type { OrdersRepository } from './orders.repository';
import type { Actor } from './orders-query.repository';

// The failed-attempt centre's decisions as order moves (decisions 068 and 071): one order in its own
// transaction (the receiver's choice, the default at the deadline), or a merchant's many in one.

export /** A per-order refusal in a bulk decision: a catalog key, translated for the caller. */
class Refusal extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** What a decided order leaves in its move's transaction: its case closed, the desk's delay request. */
type AfterMove = (tx: Db, actor: Actor, orderId: number, notes: string | null) => Promise<void>;

export interface Decision {
  decision: AttemptDecision;
  by: 'merchant' | 'receiver' | 'default';
  day: string | null;
  address?: string | undefined;
  phone?: string | undefined;
  note?: string | undefined;
  request?: ReceiverRequest;
}

export function createAttemptDecisions(deps: {
  attempts: AttemptsRepository;
  orders: OrdersRepository;
  actions: Pick<ReturnType<typeof createOrderActions>, 'actAs'>;
  transaction: RunInTransaction;
  clock: Clock;
  userName: (userId: number) => Promise<string>;
}) {
  const { attempts, clock } = deps;

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

  return { decideOne, decideMany };
}
