import {
  cairoDay,
  supplyMethodLabelKey,
  type CreateSupplyBody,
  type Language,
  type Supply,
  type SupplyMethod,
  type SupplyOrder,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import { isoTime } from '../../lib/iso-time';
import type { Notifier } from '../../lib/notifier';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { OrdersService } from '../orders/orders.service';
import type { SuppliesRepository, SupplyOrderRow, SupplyRow } from './supplies.repository';
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

export interface SuppliesDeps {
  supplies: SuppliesRepository;
  clock: Clock;
  /** Settling orders (given → wallet) goes through the orders module; absent where only the balance is read. */
  orders?: Pick<OrdersService, 'settleForSupply' | 'owedOrders'>;
  idempotent?: Idempotent;
  transaction?: RunInTransaction;
  notifier?: Notifier;
  /** Told of each supply inside its transaction (the webhooks outbox, decision 030). */
  onSupplyCreated?: (supply: SupplyCreated, tx: Db) => Promise<void>;
}

export const toSupply = (r: SupplyRow): Supply => ({
  id: r.id,
  client_id: r.clientId,
  amount: r.amount,
  collected: r.collected,
  fees: r.fees,
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
      nextSupply: figures.openSupplyDay ?? figures.nextSupplyDay,
    };
  }

  async function details(clientId: number | undefined, id: number) {
    const found = await repo.details(clientId, id);
    if (!found) throw new AppError('NOT_FOUND');
    return { ...toSupply(found.supply), orders: found.orders.map(toSupplyOrder) };
  }

  return {
    supplyState,

    /**
     * `POST /api/ops/supplies`: one transaction (idempotent by key) opens the supply, settles the orders
     * through the orders module (given → wallet, logged as the staff member), records each order's amounts,
     * sets the amount to Σ net (the ledger's triggers update the balance) and writes the notification.
     */
    async create(staff: StaffContext, body: CreateSupplyBody, key: string | undefined) {
      const orders = need(deps.orders);
      const notifier = need(deps.notifier);
      let push: (() => void) | undefined;
      const result = await need(deps.idempotent)(
        { clientId: body.client_id, name: 'ops.supply', key, body },
        async (tx) => {
          if (!(await repo.clientExists(body.client_id, tx))) throw new AppError('NOT_FOUND');
          const suppliedOn = cairoDay(deps.clock.now());
          const id = await repo.open(
            {
              clientId: body.client_id,
              staffId: staff.staffId,
              method: body.method,
              reference: body.reference ?? null,
              suppliedOn,
            },
            tx,
          );
          const settled = await orders.settleForSupply(staff, body.client_id, body.order_codes, { id }, tx);
          const { amount } = await repo.close(id, body.client_id, settled, tx);
          await deps.onSupplyCreated?.(
            {
              clientId: body.client_id,
              id,
              amount,
              ordersCount: settled.length,
              method: body.method,
              suppliedOn,
              orderCodes: settled.map((o) => o.code),
            },
            tx,
          );
          push = await notifier.record(tx, [
            {
              clientId: body.client_id,
              type: 'balance_supplied',
              messageKey: 'supply.notification',
              params: {
                amount,
                count: settled.length,
                // The key, not a text: the merchant reads it in their own language (issue 41.7).
                method: supplyMethodLabelKey(body.method),
              },
              subject: { kind: 'supply', id, code: String(id) },
            },
          ]);
          return { id, amount, orders: settled.map((o) => o.code) };
        },
      );
      push?.();
      return result;
    },

    /** The ops desk: a client's delivered, unsettled orders and their total. */
    async owed(clientId: number) {
      if (!(await repo.clientExists(clientId))) throw new AppError('NOT_FOUND');
      const [rows, state] = await Promise.all([
        need(deps.orders).owedOrders(clientId),
        supplyState(clientId),
      ]);
      const feed: SupplyOrder[] = rows.map(toSupplyOrder);
      const total = await repo.sumOf(rows.map((r) => r.net));
      return { feed, total, total_balance: state.balance };
    },

    clients: (search: string | undefined) => repo.clients(search),

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

    /** The xlsx of one supply: its orders with collected, fee and net, and the totals. */
    async exportDetails(clientId: number, id: number, lang: Language) {
      return supplyWorkbook.details(await details(clientId, id), lang);
    },
  };
}

export type SuppliesService = ReturnType<typeof createSuppliesService>;
