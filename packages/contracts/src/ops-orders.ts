import { z } from 'zod';
import { orderStatuses, type OrderStatus } from './enums';
import { pageQuerySchema, successEnvelope } from './envelope';
import { filterDate, filterId, filterStatus, filterText, orderSchema } from './orders';
import { collectedAmount } from './rules';
import { filterCodes } from './ops-scan';
import { opsOverdueRules, opsOverdueSchema } from './ops-dashboard';
import { attemptReasonCodes } from './attempt-reasons';
import { orderAttemptsSchema } from './delivery-proof';

/**
 * The staff console's orders desk (issue 7 §2, decision 023): search every client's orders, move them
 * along `opsMoves`, and answer the requests clients make.
 */

const statusKeys = Object.keys(orderStatuses) as [OrderStatus, ...OrderStatus[]];
/** The one money rule (decision 052), the order form's. */
const amount = collectedAmount();
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional().nullable();

/** `POST /api/ops/orders/status`: move these orders to `status` (each on its own). */
export const opsOrderMoveBodySchema = z.object({
  codes: z.array(z.string().trim().min(1).max(40)).min(1).max(500),
  status: z.enum(statusKeys),
  captain_id: optionalId,
  reason_id: optionalId,
  note: z.string().trim().max(500).optional().nullable(),
  received_amount: amount.optional().nullable(),
  /**
   * Why the delivery failed, from the one reason table (`attemptReasons`): a move from "with captain" to
   * "delayed" or "uncompleted" records it as the order's failed attempt ('other' when absent).
   */
  attempt_reason: z.enum(attemptReasonCodes).optional().nullable(),
});
export type OpsOrderMoveBody = z.infer<typeof opsOrderMoveBodySchema>;

export const opsOrderMoveResponseSchema = successEnvelope({
  feed: z.object({
    updated: z.array(z.string()),
    refused: z.array(z.object({ code: z.string(), error_msg: z.string() })),
  }),
});
export type OpsOrderMoveResponse = z.infer<typeof opsOrderMoveResponseSchema>;

/** The moves that need a reason from the reasons table, and the one that needs a captain. */
export const opsMovesNeedingReason: readonly OrderStatus[] = ['delayed', 'uncompleted', 'returned'];
export const opsMovesNeedingCaptain: readonly OrderStatus[] = ['with_captain'];

/** `GET /api/ops/orders`: every client's orders, filtered, paged. */
export const opsOrdersQuerySchema = pageQuerySchema.extend({
  /** One code or many: spaces, commas, new lines, Arabic-Indic digits (issue 36, `splitCodes`). */
  code: filterCodes(),
  client: filterText(),
  client_id: filterId(),
  phone: filterText(20),
  status: filterStatus(),
  government_id: filterId(),
  area: filterText(),
  captain_id: filterId(),
  date_from: filterDate(),
  date_to: filterDate(),
  /** The dashboard's links (issue 36 §6, §7): a branch, a delivery day (given or wallet), an overdue stage. */
  branch_id: filterId(),
  delivered_on: filterDate(),
  overdue: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['any', ...opsOverdueRules]).optional()),
});
export type OpsOrdersQuery = z.infer<typeof opsOrdersQuerySchema>;

export const opsOrderSchema = orderSchema.omit({ actions: true }).extend({
  client_id: z.number().int(),
  client: z.string(),
  /** Past its stage's time limit (decision 060); absent or null otherwise. */
  overdue: opsOverdueSchema.nullable().optional(),
});
export type OpsOrder = z.infer<typeof opsOrderSchema>;
export const opsOrdersResponseSchema = successEnvelope({
  feed: z.array(opsOrderSchema),
  feed_count: z.number().int(),
});
export type OpsOrdersResponse = z.infer<typeof opsOrdersResponseSchema>;

/** What a client asked for on an order; each reaches the desk's queue. */
export const orderRequestKinds = [
  'delay',
  'resend',
  'return_on_sender',
  'urgent',
  'cancel',
  // The receiver's answers to a confirmation request (decision 067).
  'receiver_confirm',
  'receiver_address',
  'receiver_cancel',
] as const;
export type OrderRequestKind = (typeof orderRequestKinds)[number];
export const orderRequestStates = ['pending', 'accepted', 'rejected'] as const;
export type OrderRequestState = (typeof orderRequestStates)[number];

/** `GET /api/ops/requests?state&kind&page&perPage` (pending by default). */
export const opsRequestsQuerySchema = pageQuerySchema.extend({
  state: z.enum(orderRequestStates).default('pending'),
  kind: z.enum(orderRequestKinds).optional(),
  /** 1: only pending requests past the time limit (decision 060). */
  overdue: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().pipe(z.literal(1)).optional()),
});
export type OpsRequestsQuery = z.infer<typeof opsRequestsQuerySchema>;

export const opsRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(orderRequestKinds),
  state: z.enum(orderRequestStates),
  order_id: z.number().int(),
  code: z.string(),
  client_id: z.number().int(),
  client: z.string(),
  status: z.number().int(),
  note: z.string().nullable(),
  /** What the client asked, in words in the caller's language (issue 35.5): the new address, the delay's date, reason and note. */
  details: z.string().nullable(),
  by: z.string(),
  created_at: z.string(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer_note: z.string().nullable(),
  overdue: opsOverdueSchema.nullable().optional(),
});
export type OpsRequest = z.infer<typeof opsRequestSchema>;
export const opsRequestsResponseSchema = successEnvelope({
  feed: z.array(opsRequestSchema),
  feed_count: z.number().int(),
});
export type OpsRequestsResponse = z.infer<typeof opsRequestsResponseSchema>;

export const opsRequestParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const opsRequestAnswerBodySchema = z
  .object({ note: z.string().trim().max(500).optional().nullable() })
  .optional()
  .default({});

/**
 * `GET /api/ops/orders/attempts?code=`: what the captain (or the desk) recorded at the door, the same
 * `{proof, last_attempts}` the merchant reads; images through `GET /api/ops/attempt-files/{id}`.
 */
export const opsOrderAttemptsQuerySchema = z.object({ code: z.string().trim().min(1).max(40) });
export const opsOrderAttemptsResponseSchema = successEnvelope({ feed: orderAttemptsSchema });
export type OpsOrderAttemptsResponse = z.infer<typeof opsOrderAttemptsResponseSchema>;
