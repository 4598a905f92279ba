import {
  orderStatuses,
  receiverRequestKindOf,
  translate,
  type ConfirmationState,
  type Language,
  type MessageKey,
  type OrderConfirmation,
  type OrderRequestKind,
  type ReceiverAnswer,
  type ReceiverCancelBody,
  type ReceiverConfirmBody,
  type ReceiverCorrectBody,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { StatusListener } from '../../db/status-events';
import type { RunInTransaction } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { Notifier } from '../../lib/notifier';
import { confirmableCodes, type ReceiverConfirmRepository } from './receiver-confirm.repository';

/** The reference places the correction form lists (the lookups module's `geoReference`). */
export interface Places {
  governorates: { id: number; nameAr: string; nameEn: string }[];
  areas: { id: number; governorateId: number; nameAr: string; nameEn: string }[];
}

/** What the orders module writes for a receiver's answer or a hold (its tables: requests, log, order). */
export interface OrderNote {
  orderId: number;
  clientId: number;
  /** The order's status, when the answer reads it (a request records it; a hold or release does not). */
  status?: number;
  action: string;
  note: string | null;
  /** The desk's queue gets this request (decision 023), as a merchant's own request would. */
  request?: OrderRequestKind;
  /** Delivery notes appended to the order's notes, so the captain reads them on the run. */
  appendNotes?: string | null;
}

/** Why an answer was not taken, in the page's words. */
export type AnswerRefusal = { key: MessageKey; params?: Record<string, string> };
export type AnswerOutcome =
  | { kind: 'done'; state: ConfirmationState }
  | { kind: 'refused'; refusal: AnswerRefusal }
  | { kind: 'closed' }
  | { kind: 'notFound' };

const stateOf: Record<ReceiverAnswer, ConfirmationState> = {
  confirm: 'confirmed',
  correct: 'correction',
  cancel: 'cancel_asked',
};

/** "Landmark: … · Best time: …" in the merchant's reading language (the desk's queue shows it as typed). */
const notesText = (
  body: { landmark?: string | undefined; best_time?: string | undefined },
  lang: Language,
) =>
  body.landmark || body.best_time
    ? translate('receiverConfirm.notes', lang, {
        landmark: body.landmark ?? '–',
        time: body.best_time ?? '–',
      })
    : null;

/**
 * The receiver confirms before the parcel leaves (issue 38 §2, decision 067): the ask written with the
 * send, the receiver's three answers (each a request on the desk's queue and a live notification to the
 * merchant), the hourly hold of orders left unconfirmed, and the merchant's release.
 */
export function createReceiverConfirmService(deps: {
  repo: ReceiverConfirmRepository;
  clock: Clock;
  transaction: RunInTransaction;
  notifier: Notifier;
  places: () => Promise<Places>;
  /** The product's whole-address matcher (the order-import module's; composed later, called per answer). */
  matchAddress: (
    text: string,
  ) => Promise<{ governorateId: number | null; areaId: number | null; confident: boolean }>;
  /** The orders module's side of an answer or a hold, in the same transaction (composed later). */
  orderNoted: (tx: Db, note: OrderNote) => Promise<void>;
  /** A receiver message is given up this long after it is written (the receiver messages' rule). */
  giveUpMs: number;
}) {
  const { repo, clock } = deps;

  const orderStatusChanged: StatusListener = (change) => {
    if (change.to !== orderStatuses.sent || change.from === orderStatuses.sent) return null;
    const now = clock.now();
    return repo.askOnSend({
      clientId: change.clientId,
      code: change.code,
      now,
      giveUpAt: new Date(now.getTime() + deps.giveUpMs),
    });
  };

  /** The correction's checks: the area is in the governorate, and the address names no other place. */
  async function checkCorrection(body: ReceiverCorrectBody, lang: Language): Promise<AnswerRefusal | null> {
    const places = await deps.places();
    const area = places.areas.find((a) => a.id === body.area);
    if (!area || area.governorateId !== body.government)
      return { key: 'receiverConfirm.areaNotInGovernment' };
    const match = await deps.matchAddress(body.address);
    if (!match.confident || match.governorateId === null) return null;
    const sameArea = match.areaId === null || match.areaId === body.area;
    if (match.governorateId === body.government && sameArea) return null;
    const gov = places.governorates.find((g) => g.id === match.governorateId);
    const named = places.areas.find((a) => a.id === match.areaId);
    const name = (p: { nameAr: string; nameEn: string } | undefined) =>
      p ? (lang === 'en' ? p.nameEn : p.nameAr) : '';
    const place = [name(named), name(gov)].filter(Boolean).join(lang === 'en' ? ', ' : '، ');
    return { key: 'receiverConfirm.addressMismatch', params: { place } };
  }

  async function answer(
    token: string,
    kind: ReceiverAnswer,
    body: ReceiverConfirmBody | ReceiverCorrectBody | ReceiverCancelBody,
    lang: Language,
  ): Promise<AnswerOutcome> {
    if (kind === 'correct') {
      const refusal = await checkCorrection(body as ReceiverCorrectBody, lang);
      if (refusal) return { kind: 'refused', refusal };
    }
    let push: (() => void) | undefined;
    const outcome = await deps.transaction(async (tx): Promise<AnswerOutcome> => {
      const row = await repo.lockByToken(tx, token);
      if (!row?.confirmation) return { kind: 'notFound' };
      if (!confirmableCodes.includes(row.status as (typeof confirmableCodes)[number]))
        return { kind: 'closed' };
      const now = clock.now();
      const state = stateOf[kind];
      const b = body as Partial<ReceiverCorrectBody> & ReceiverCancelBody;
      const notes = kind === 'cancel' ? null : notesText(b, 'ar');
      await repo.update(tx, row.id, {
        state,
        answeredAt: now,
        updatedAt: now,
        ...(kind === 'cancel' ? {} : { landmark: b.landmark ?? null, bestTime: b.best_time ?? null }),
        ...(kind === 'correct' ? { governorateId: b.government!, areaId: b.area!, address: b.address! } : {}),
      });
      const requestNote =
        kind === 'correct'
          ? [await placeText(b.government!, b.area!), b.address, notes].filter(Boolean).join(' · ')
          : kind === 'cancel'
            ? (b.reason ?? null)
            : notes;
      await deps.orderNoted(tx, {
        orderId: row.id,
        clientId: row.clientId,
        status: row.status,
        action: `receiver_${kind}`,
        note: requestNote,
        request: receiverRequestKindOf[kind],
        appendNotes: notes,
      });
      push = await deps.notifier.record(tx, [
        {
          clientId: row.clientId,
          type: 'order_status',
          messageKey: `receiverConfirm.notify.${state}` as MessageKey,
          params: { code: row.code },
          subject: { kind: 'order', id: row.id, code: row.code },
        },
      ]);
      return { kind: 'done', state };
    });
    push?.();
    return outcome;
  }

  async function placeText(governmentId: number, areaId: number) {
    const places = await deps.places();
    const gov = places.governorates.find((g) => g.id === governmentId);
    const area = places.areas.find((a) => a.id === areaId);
    return [gov?.nameAr, area?.nameAr].filter(Boolean).join(' / ');
  }

  return {
    orderStatusChanged,
    answer,
    page: (token: string) => repo.pageByToken(token),
    places: deps.places,
    correctionOf: (orderId: number, tx?: Db) => repo.correctionOf(orderId, tx),

    /** The hourly job: holds the orders left unconfirmed past their hours; answers how many. */
    async holdDue(): Promise<number> {
      let push: (() => void) | undefined;
      const held = await deps.transaction(async (tx) => {
        const now = clock.now();
        const rows = await repo.holdDue(tx, now);
        for (const row of rows)
          await deps.orderNoted(tx, {
            orderId: row.id,
            clientId: row.clientId,
            action: 'receiver_held',
            note: translate('receiverConfirm.log.held', 'ar'),
          });
        push = await deps.notifier.record(
          tx,
          rows.map((row) => ({
            clientId: row.clientId,
            type: 'order_status' as const,
            messageKey: 'receiverConfirm.notify.held' as const,
            params: { code: row.code },
            subject: { kind: 'order' as const, id: row.id, code: row.code },
          })),
        );
        return rows.length;
      });
      push?.();
      return held;
    },

    /** The merchant releases a held order to the captains (a cancel is the order's own cancel action). */
    async release(session: AuthContext, code: string): Promise<ConfirmationState> {
      return deps.transaction(async (tx) => {
        const row = await repo.lockOwn(tx, session.clientId, code);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.state !== 'held') throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        const now = clock.now();
        await repo.update(tx, row.id, { state: 'released', updatedAt: now });
        await deps.orderNoted(tx, {
          orderId: row.id,
          clientId: row.clientId,
          action: 'receiver_released',
          note: translate('receiverConfirm.log.released', 'ar'),
        });
        return 'released' as const;
      });
    },

    /** An order's confirmation for the merchant's order page; null when its receiver was not asked. */
    async ofOrder(session: AuthContext, code: string, lang: Language): Promise<OrderConfirmation | null> {
      const row = await repo.ofOrder(session.clientId, code, lang === 'en');
      if (!row) return null;
      const c = row.confirmation;
      return {
        state: c.state as ConfirmationState,
        asked_at: isoTime(c.askedAt)!,
        hold_at: isoTime(c.holdAt)!,
        answered_at: isoTime(c.answeredAt),
        held_at: isoTime(c.heldAt),
        government: c.governorateId ? row.government : null,
        area: c.areaId ? row.area : null,
        address: c.address,
        landmark: c.landmark,
        best_time: c.bestTime,
      };
    },
  };
}

export type ReceiverConfirmService = ReturnType<typeof createReceiverConfirmService>;
