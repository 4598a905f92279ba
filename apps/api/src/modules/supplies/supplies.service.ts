import {
  awaitsPayout,
  cairoDay,
  paymentWays,
  supplyMethodLabelKey,
  type CreateSupplyBody,
  type Language,
  type OpsSupplyExportQuery,
  type Supply,
  type SupplyMethod,
  type SupplyOrder,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import type { FileDownload } from '../../http/send-file';
import { isoTime } from '../../lib/iso-time';
import { sheetStream } from '../../lib/xlsx/sheet-stream';
import type { Notifier } from '../../lib/notifier';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { OrdersService } from '../orders/orders.service';
import type { ReconcileRepository } from './reconcile.repository';
import type { SuppliesRepository, SupplyOrderRow, SupplyRow } from './supplies.repository';
import { supplyLineColumns } from './supply-lines-sheet';
import { supplyWorkbook } from './supply-sheets';

/** A decimal string above zero (read as text: money never becomes a float). */
const isPositive = (amount: string) => !amount.startsWith('-') && /[1-9]/.test(amount);

/** A supply paid to the client (decision 024), reported inside the supply's transaction. */
export interface SupplyCreated {
  clientId: number;
  id: number;
  amount: string;
  ordersCount: number;
  method: string;
  suppliedOn: string;
  orderCodes: string[];
}

/**
 * The open supply missions of a client as the desk's supply sees them (decision 052), given by the
 * missions module: locked first, then shrunk to what they still owe or closed by the supply.
 */
export interface SupplyMissionsHooks {
  lockOpen(clientId: number, tx: Db): Promise<{ id: number }[]>;
  /** Answers the missions the supply closed (executed by it), the first of which it is linked to. */
  afterDeskSupply(staff: StaffContext, open: { id: number }[], supplyId: number, tx: Db): Promise<number[]>;
}

/** What a supply records: the desk's (no mission) or an executed supply mission's. */
interface SupplyInput {
  clientId: number;
  method: SupplyMethod;
  reference: string | null;
  /** The orders to settle (codes), or every owed order of the client. */
  codes: string[] | undefined;
  mission?: { id: number; paymentWayId: number | null };
}

export interface SuppliesDeps {
  supplies: SuppliesRepository;
  clock: Clock;
  /** Settling orders (given → wallet) goes through the orders module; absent where only the balance is read. */
  orders?: Pick<OrdersService, 'settleForSupply' | 'owedOrders'>;
  /** Which of these orders' cash a captain handed in (the captains module, decision 058). */
  cashIn?: (orderIds: number[]) => Promise<Set<number>>;
  idempotent?: Idempotent;
  transaction?: RunInTransaction;
  notifier?: Notifier;
  /** Told of each supply inside its transaction (the webhooks outbox, decision 030). */
  onSupplyCreated?: (supply: SupplyCreated, tx: Db) => Promise<void>;
  /** The ledger's invariants (decision 052): `GET /api/ops/reconcile`, `npm run reconcile`. */
  reconcile?: ReconcileRepository;
  /** The desk's supply closes or shrinks the client's open supply mission (decision 052). */
  supplyMissions?: SupplyMissionsHooks;
}

export const toSupply = (r: SupplyRow): Supply => ({
  id: r.id,
  client_id: r.clientId,
  amount: r.amount,
  collected: r.collected,
  fees: r.fees,
  carried_debt: r.carriedDebt,
  orders_count: r.ordersCount,
  method: r.method as SupplyMethod,
  reference: r.reference,
  supplied_on: r.suppliedOn,
  created_at: isoTime(r.createdAt)!,
  staff_name: r.staffName,
});

const toSupplyOrder = (r: SupplyOrderRow | (Omit<SupplyOrderRow, 'orderId'> & { id: number })) => ({
  order_id: 'orderId' in r ? r.orderId : r.id,
  code: r.code,
  receiver: r.receiver,
  delivery_date: isoTime(r.deliveryDate),
  collected: r.collected,
  shipping_fee: r.fee,
  net: r.net,
  owes_courier: r.net.startsWith('-'),
  kind: r.kind,
});

/**
 * The supply rule (decision 009) and supplies (decision 024): the balance the courier holds for a client,
 * whether a supply may be requested and when the next one is; the ops desk's supply, which settles
 * delivered orders; and the merchant's statements.
 */
export function createSuppliesService(deps: SuppliesDeps) {
  const repo = deps.supplies;
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('supplies service: dependency missing');
    return value;
  };

  async function supplyState(clientId: number, tx?: Db) {
    const figures = await repo.balance(clientId, cairoDay(deps.clock.now()), tx);
    return {
      ...figures,
      /** Collected cash not yet supplied, and no supply mission already open. */
      suppliedAvailable: isPositive(figures.balance) && !figures.hasOpenSupply,
      nextSupply: figures.nextSupply,
      /** When the balance arrives: the next supply while anything is owed (decision 052). */
      payoutDate: isPositive(figures.balance) ? figures.nextSupply : null,
    };
  }

  async function details(clientId: number | undefined, id: number) {
    const found = await repo.details(clientId, id);
    if (!found) throw new AppError('NOT_FOUND');
    return { ...toSupply(found.supply), orders: found.orders.map(toSupplyOrder) };
  }

  /**
   * One supply, whichever path pays it: opens the supply, settles the orders through the orders module
   * (given → wallet, logged as the staff member), records each order's amounts, sets the amount to Σ net
   * (the ledger's triggers update the balance), tells the webhooks and writes the notification.
   */
  async function record(staff: StaffContext, input: SupplyInput, lang: Language, tx: Db) {
    const orders = need(deps.orders);
    const suppliedOn = cairoDay(deps.clock.now());
    const id = await repo.open(
      {
        clientId: input.clientId,
        staffId: staff.staffId,
        method: input.method,
        reference: input.reference,
        suppliedOn,
        missionId: input.mission?.id ?? null,
        paymentWayId: input.mission?.paymentWayId ?? null,
      },
      tx,
    );
    const settled = await orders.settleForSupply(staff, input.clientId, input.codes, { id }, tx);
    const { amount } = await repo.close(id, input.clientId, settled, tx);
    // Never a supply of zero or less: the transaction rolls back, the orders stay owed and their debt is
    // carried to the next supply, which deducts it (decision 052).
    if (!isPositive(amount)) throw new AppError('SUPPLY_NOT_POSITIVE', { params: { amount } });
    const orderCodes = settled.map((o) => o.code);
    await deps.onSupplyCreated?.(
      {
        clientId: input.clientId,
        id,
        amount,
        ordersCount: settled.length,
        method: input.method,
        suppliedOn,
        orderCodes,
      },
      tx,
    );
    const push = await need(deps.notifier).record(tx, [
      {
        clientId: input.clientId,
        type: 'balance_supplied',
        messageKey: 'supply.notification',
        params: {
          amount,
          count: settled.length,
          // The key, not a text: the merchant reads it in their own language (issue 41.7).
          method: supplyMethodLabelKey(input.method),
        },
        subject: { kind: 'supply', id, code: String(id) },
      },
    ]);
    return { id, amount, orders: orderCodes, push };
  }

  return {
    supplyState,

    /** An order's payout date (decision 053): the next supply while it awaits payout, else null. */
    async payoutDate(clientId: number, status: number): Promise<string | null> {
      return awaitsPayout(status) ? (await supplyState(clientId)).nextSupply : null;
    },

    /**
     * `POST /api/ops/supplies`: one transaction (idempotent by key) locks the client and its open supply
     * missions (the lock order of every money path, decision 052), records the supply (`record`), then
     * shrinks each open supply mission to what it still owes or closes it.
     */
    async create(staff: StaffContext, body: CreateSupplyBody, key: string | undefined, lang: Language) {
      const missions = need(deps.supplyMissions);
      let push: (() => void) | undefined;
      const result = await need(deps.idempotent)(
        { clientId: body.client_id, name: 'ops.supply', key, body },
        async (tx) => {
          if (!(await repo.lockClient(body.client_id, tx))) throw new AppError('NOT_FOUND');
          const open = await missions.lockOpen(body.client_id, tx);
          const recorded = await record(
            staff,
            {
              clientId: body.client_id,
              method: body.method,
              reference: body.reference ?? null,
              codes: body.order_codes,
            },
            lang,
            tx,
          );
          push = recorded.push;
          const closed = await missions.afterDeskSupply(staff, open, recorded.id, tx);
          if (closed[0] !== undefined) await repo.linkMission(recorded.id, closed[0], tx);
          return { id: recorded.id, amount: recorded.amount, orders: recorded.orders };
        },
      );
      push?.();
      return result;
    },

    /**
     * An executed supply mission's supply, inside the mission's transaction (the mission is locked): the
     * orders it still owes are settled and recorded as one supply linked to it. Answers the push of its
     * notification, to run after the commit.
     */
    async settleMission(
      staff: StaffContext,
      mission: { id: number; clientId: number; paymentWayId: number | null },
      codes: string[],
      lang: Language,
      tx: Db,
    ) {
      if (codes.length === 0) throw new AppError('SUPPLY_NOTHING_OWED');
      const method: SupplyMethod =
        mission.paymentWayId === paymentWays.bank_transfer ||
        mission.paymentWayId === paymentWays.mobile_wallet
          ? 'bank_transfer'
          : 'cash';
      return record(staff, { clientId: mission.clientId, method, reference: null, codes, mission }, lang, tx);
    },

    /** The ops desk: a client's delivered, unsettled orders and their total. */
    async owed(clientId: number) {
      if (!(await repo.clientExists(clientId))) throw new AppError('NOT_FOUND');
      const [rows, state] = await Promise.all([
        need(deps.orders).owedOrders(clientId),
        supplyState(clientId),
      ]);
      const cashIn = (await deps.cashIn?.(rows.map((r) => r.id))) ?? new Set<number>();
      const feed: SupplyOrder[] = rows.map((r) => ({ ...toSupplyOrder(r), cash_in: cashIn.has(r.id) }));
      const total = await repo.sumOf(rows.map((r) => r.net));
      const debt = await repo.sumOf(rows.filter((r) => r.net.startsWith('-')).map((r) => r.net.slice(1)));
      return { feed, total, carried_debt: debt, total_balance: state.balance };
    },

    clients: (search: string | undefined) => repo.clients(search),

    /** Every invariant of the ledger checked over the whole database; each broken row named. */
    async reconcile() {
      const mismatches = await need(deps.reconcile).mismatches();
      return { ok: mismatches.length === 0, mismatches };
    },

    /** Supplies newest first: a client's statements (clientId) or every client's (the ops desk). */
    async list(clientId: number | undefined, page: { page: number; perPage: number }) {
      const { rows, count } = await repo.list(clientId, {
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      });
      return { feed: rows.map(toSupply), feed_count: count };
    },

    details,

    /** The xlsx of a client's supplies (every one, newest first). */
    async exportList(clientId: number, lang: Language) {
      const { rows } = await repo.list(clientId, { offset: 0, limit: 10_000 });
      return supplyWorkbook.list(rows.map(toSupply), lang);
    },

    /**
     * `GET /api/ops/supplies/export`: the desk's supplied orders (every client's or one's) as a streamed
     * xlsx, newest first in keyset batches, each marked with whether its cash reached the company.
     */
    exportDesk(q: OpsSupplyExportQuery, lang: Language): FileDownload {
      async function* batches() {
        let beforeId: number | null = null;
        for (;;) {
          const rows = await repo.linesBatch(q.client_id, beforeId, 1_000);
          const cashIn = (await deps.cashIn?.(rows.map((r) => r.orderId))) ?? new Set<number>();
          if (rows.length > 0) yield rows.map((r) => ({ ...r, cashIn: cashIn.has(r.orderId) }));
          if (rows.length < 1_000) return;
          beforeId = rows.at(-1)!.lineId;
        }
      }
      return {
        fileName: `supplies-${cairoDay(deps.clock.now())}.xlsx`,
        body: sheetStream('supplySheet.lines', supplyLineColumns, batches(), lang),
      };
    },

    /** The xlsx of one supply: its orders with collected, fee and net, and the totals. */
    async exportDetails(clientId: number, id: number, lang: Language) {
      return supplyWorkbook.details(await details(clientId, id), lang);
    },
  };
}

export type SuppliesService = ReturnType<typeof createSuppliesService>;
