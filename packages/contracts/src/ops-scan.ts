import { z } from 'zod';
import { isCalendarDay } from './business-day';
import { normalizeDigits } from './digits';
import { splitCodes } from './orders';
import type { OrderStatus } from './enums';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { collectedAmount } from './rules';

/**
 * Scanning on the orders desk (issue 36 §1, decision 059): code lists as a scanner types them or a
 * clipboard holds them, the per-code check of a scan, the bulk "delivered, with exceptions" move, and
 * the run sheet and manifests (§4).
 */

/** At most this many codes in one check, one filter, one move (the move's own cap). */
export const maxScanCodes = 500;

/**
 * The desk's `code` filter: one code or many, as the client's quick search reads them (`splitCodes`:
 * spaces, new lines, commas, Arabic-Indic digits); empty is no filter.
 */
export const filterCodes = () =>
  z
    .union([z.string(), z.number()], { error: 'validation.invalid' })
    .transform((v) => splitCodes(String(v)))
    .pipe(
      z
        .array(z.string().max(40, { error: 'validation.tooLong' }))
        .max(maxScanCodes, { error: 'opsScan.tooManyCodes' }),
    )
    .transform((codes) => (codes.length === 0 ? undefined : codes))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

/** The moves a scan batch makes, each the `opsMoves` target it leads to. */
export const scanWorkflows = {
  receive: 'underway',
  load: 'with_captain',
  deliver: 'given',
  fail: 'uncompleted',
  return: 'returned',
} as const satisfies Record<string, OrderStatus>;
export type ScanWorkflow = keyof typeof scanWorkflows;
export const scanWorkflowKeys = Object.keys(scanWorkflows) as [ScanWorkflow, ...ScanWorkflow[]];

/** Why a scanned code cannot join the batch; `accepted` when it can. */
export const scanRefusals = ['unknown', 'wrong_state', 'other_branch', 'duplicate', 'held'] as const;
export type ScanRefusal = (typeof scanRefusals)[number];
export const scanRefusalKey = (r: ScanRefusal): MessageKey => `opsScan.refusal.${r}`;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const code = z
  .string()
  .transform((v) => normalizeDigits(v).trim())
  .pipe(z.string().min(1, { error: 'validation.required' }).max(40, { error: 'validation.tooLong' }));

/** `POST /api/ops/orders/scan`: may these codes make this move (and, for a load, go to this captain)? */
export const scanCheckBodySchema = z.object({
  codes: z.array(code).min(1).max(maxScanCodes),
  workflow: z.enum(scanWorkflowKeys),
  captain_id: id.optional().nullable(),
  /** The hub scanning: an order of another branch is refused (a load's branch is its captain's). */
  branch_id: id.optional().nullable(),
});
export type ScanCheckBody = z.infer<typeof scanCheckBodySchema>;

/** What a batch row shows of an order. */
export const scannedOrderSchema = z.object({
  code: z.string(),
  status: z.number().int(),
  client: z.string(),
  receiver: z.string(),
  governorate: z.string(),
  area: z.string(),
  amount_to_be_collected: z.string(),
  /** Its fee: a delivery that collects less nets negative, said before confirming (issue 35 §3). */
  shipping_cost: z.string().nullable(),
});
export type ScannedOrder = z.infer<typeof scannedOrderSchema>;

export const scanCheckItemSchema = z.object({
  /** The code as scanned. */
  code: z.string(),
  result: z.enum(['accepted', ...scanRefusals]),
  /** The refusal in the caller's language; null when accepted. */
  error_msg: z.string().nullable(),
  order: scannedOrderSchema.nullable(),
});
export type ScanCheckItem = z.infer<typeof scanCheckItemSchema>;
export const scanCheckResponseSchema = successEnvelope({ feed: z.array(scanCheckItemSchema) });
export type ScanCheckResponse = z.infer<typeof scanCheckResponseSchema>;

/** One delivered order whose cash differs from its amount to collect: the amount and why, asked up front. */
export const deliveryExceptionSchema = z.object({
  code,
  received_amount: collectedAmount(),
  reason_id: z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : Number(v)))
    .pipe(
      z
        .number({ error: 'opsScan.exceptionReasonRequired' })
        .int({ error: 'validation.invalid' })
        .positive({ error: 'validation.invalid' })
        .max(2_147_483_647, { error: 'validation.invalid' }),
    ),
});
export type DeliveryException = z.infer<typeof deliveryExceptionSchema>;

/**
 * `POST /api/ops/orders/deliver`: the run's delivered orders in one move; `exceptions` are those paid in
 * part (each with its amount and reason). Every exception needs a reason, checked before any order moves.
 */
export const deskDeliverBodySchema = z
  .object({
    codes: z.array(code).max(maxScanCodes),
    exceptions: z.array(deliveryExceptionSchema).max(maxScanCodes).default([]),
    note: z.string().trim().max(500).optional().nullable(),
  })
  .refine((b) => b.codes.length + b.exceptions.length > 0, {
    error: 'validation.required',
    path: ['codes'],
  });
export type DeskDeliverBody = z.infer<typeof deskDeliverBodySchema>;

/** The printable sheets (§4): a captain's run of a day, a pickup mission's parcels, a merchant's returns. */
export const runSheetKinds = ['run', 'pickup', 'returns'] as const;
export type RunSheetKind = (typeof runSheetKinds)[number];

export const runSheetParamsSchema = z.object({ kind: z.enum(runSheetKinds) });
export const runSheetQuerySchema = z.object({
  captain_id: id.optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
    // An impossible day (2026-13-45) is a field error, never the database's.
    .refine(isCalendarDay, { error: 'validation.date' })
    .optional(),
  mission_id: id.optional(),
  client_id: id.optional(),
});
export type RunSheetQuery = z.infer<typeof runSheetQuerySchema>;
/** Which query fields each sheet needs. */
export const runSheetNeeds: Record<RunSheetKind, readonly (keyof RunSheetQuery)[]> = {
  run: ['captain_id', 'date'],
  pickup: ['mission_id'],
  returns: ['client_id'],
};

export const runSheetRowSchema = z.object({
  code: z.string(),
  status: z.number().int(),
  client: z.string(),
  receiver: z.string(),
  phone1: z.string(),
  phone2: z.string().nullable(),
  governorate: z.string(),
  area: z.string(),
  address: z.string(),
  /** True when a resend to a new address: governorate, area, address and phone are the new ones. */
  resent_to_new_address: z.boolean(),
  amount_to_be_collected: z.string(),
  notes: z.string().nullable(),
  content: z.string(),
});
export type RunSheetRow = z.infer<typeof runSheetRowSchema>;

export const runSheetSchema = z.object({
  kind: z.enum(runSheetKinds),
  /** Who or what the sheet is for: the captain, the mission's code and merchant, the merchant. */
  title: z.string(),
  subtitle: z.string().nullable(),
  date: z.string().nullable(),
  count: z.number().int(),
  total_to_collect: z.string(),
  orders: z.array(runSheetRowSchema),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
export const runSheetResponseSchema = successEnvelope({ feed: runSheetSchema });

/** `GET /api/ops/orders/returns-waiting?search`: the returns manifest's picker, merchants by name. */
export const returnsWaitingQuerySchema = z.object({
  search: z.string().trim().min(1).max(100).optional(),
});
export type ReturnsWaitingQuery = z.infer<typeof returnsWaitingQuerySchema>;

/** A merchant with parcels at the company waiting to go back (`with_company`), and how many. */
export const returnsWaitingClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
});
export type ReturnsWaitingClient = z.infer<typeof returnsWaitingClientSchema>;
export const returnsWaitingResponseSchema = successEnvelope({ feed: z.array(returnsWaitingClientSchema) });
