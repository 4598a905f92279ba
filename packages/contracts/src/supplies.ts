import { z } from 'zod';
import { orderStatuses } from './enums';
import { pageQuerySchema, successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { requiredId } from './rules';

/**
 * Supplies (issue 7 §4, decision 024): the courier hands a client the cash its delivered orders collected,
 * less each order's fee. Staff record one at the ops desk (`POST /api/ops/supplies`); the merchant reads
 * its statements (`GET /api/client/supplies`, `/supplies/{id}`) and their xlsx. Money is a decimal string
 * computed in SQL, never a float.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * An order whose cash the next supply pays (decision 053): delivered and not yet settled. Its
 * `payout_date` is the client's next supply (the balance's rule); any other order has none.
 */
export const awaitsPayout = (status: number) => status === orderStatuses.given;

/** How the cash was handed over. */
export const supplyMethods = ['cash', 'bank_transfer'] as const;
export type SupplyMethod = (typeof supplyMethods)[number];
export const supplyMethodLabelKey = (method: SupplyMethod): MessageKey => `supplyMethod.${method}`;

const orderCode = z
  .string(m('validation.invalid'))
  .trim()
  .min(1, m('validation.required'))
  .max(40, m('validation.tooLong'));

/** `POST /api/ops/supplies` (with an `Idempotency-Key` header): no `order_codes` settles everything owed. */
export const createSupplyBodySchema = z.object({
  client_id: requiredId(),
  order_codes: z.array(orderCode).min(1, m('validation.required')).max(5_000).optional(),
  method: z.enum(supplyMethods, m('validation.invalid')),
  reference: z
    .string(m('validation.invalid'))
    .trim()
    .max(120, m('validation.tooLong'))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional(),
});
export type CreateSupplyBody = z.infer<typeof createSupplyBodySchema>;

export const createSupplyResponseSchema = successEnvelope({
  feed: z.object({ id: z.number().int(), amount: money, orders: z.array(z.string()) }),
});
export type CreateSupplyResponse = z.infer<typeof createSupplyResponseSchema>;

/** One supply in a list (the merchant's statements, the ops desk's history). */
export const supplySchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  /** What the client received: Σ net of its orders. */
  amount: money,
  /** Σ collected and Σ fees of its orders (0.00 for a supply recorded without orders). */
  collected: money,
  fees: money,
  /**
   * The merchant's debt this supply deducted (decision 052): Σ of its orders that netted below zero
   * (collected less than the fee), carried from earlier deliveries; 0.00 when none.
   */
  carried_debt: money,
  orders_count: z.number().int(),
  method: z.enum(supplyMethods),
  reference: z.string().nullable(),
  supplied_on: z.string(),
  created_at: z.string(),
  staff_name: z.string().nullable(),
});
export type Supply = z.infer<typeof supplySchema>;

export const supplyListQuerySchema = pageQuerySchema;
export type SupplyListQuery = z.infer<typeof supplyListQuerySchema>;

export const supplyListResponseSchema = successEnvelope({
  feed: z.array(supplySchema),
  feed_count: z.number().int(),
});
export type SupplyListResponse = z.infer<typeof supplyListResponseSchema>;

export const supplyParamsSchema = z.object({ id: requiredId() });

/** One order of a statement: what was collected, the courier's fee and what the client got. */
export const supplyOrderSchema = z.object({
  order_id: z.number().int(),
  code: z.string(),
  receiver: z.string(),
  delivery_date: z.string().nullable(),
  collected: money,
  shipping_fee: money,
  net: money,
  /** The net is below zero: the merchant owes the courier for this order (decision 052). */
  owes_courier: z.boolean(),
  /**
   * `delivery`: the collected cash less the shipping fee; `return`: the order's return fee (decision 076),
   * collected 0, `shipping_fee` the return price, net its negative. An order can have one line of each.
   */
  kind: z.enum(['delivery', 'return']),
  /** The owed list only: the captain handed this order's cash in to the company (decision 058). */
  cash_in: z.boolean().optional(),
});
export type SupplyOrder = z.infer<typeof supplyOrderSchema>;

export const supplyDetailsResponseSchema = successEnvelope({
  feed: supplySchema.extend({ orders: z.array(supplyOrderSchema) }),
});
export type SupplyDetailsResponse = z.infer<typeof supplyDetailsResponseSchema>;

/**
 * `GET /api/ops/reconcile` (admin) and `npm run reconcile`: the ledger's invariants over the whole database
 * (decision 052); `ok` is false when any `mismatches` is listed, each naming its check and its row.
 */
export const reconcileResponseSchema = successEnvelope({
  feed: z.object({
    ok: z.boolean(),
    mismatches: z.array(z.object({ check: z.string(), subject: z.string(), detail: z.string() })),
  }),
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;

/** The ops desk: what a client is owed now (its delivered, unsettled orders). */
export const owedQuerySchema = z.object({ client_id: requiredId() });
export const owedResponseSchema = successEnvelope({
  feed: z.array(supplyOrderSchema),
  total: money,
  /** Σ of the nets below zero, as a positive amount: what the merchant owes, deducted from `total`. */
  carried_debt: money,
  total_balance: money,
});
export type OwedResponse = z.infer<typeof owedResponseSchema>;

/** The ops desk's client picker: clients with something owed first. */
export const supplyClientsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});
export const supplyClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  total_balance: money,
  owed_orders: z.number().int(),
});
export const supplyClientsResponseSchema = successEnvelope({ feed: z.array(supplyClientSchema) });
export type SupplyClient = z.infer<typeof supplyClientSchema>;

/** The ops desk's history: every client's supplies, or one client's. */
export const opsSupplyListQuerySchema = pageQuerySchema.extend({ client_id: requiredId().optional() });
/** `GET /api/ops/supplies/export`: the desk's supplied orders (every client's or one's) as a streamed xlsx. */
export const opsSupplyExportQuerySchema = opsSupplyListQuerySchema.pick({ client_id: true });
export type OpsSupplyExportQuery = z.infer<typeof opsSupplyExportQuerySchema>;
