import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { normalizeDigits } from './digits';
import { collectedAmount, optionalText3, phone, requiredField, requiredId, requiredText3 } from './rules';

/**
 * The captains desk (issue 36 §3 and §5, decision 058): staff admins keep the courier's captains and
 * branches (never deleted: deactivated), and ops staff count the cash each captain hands in against the
 * COD its delivered orders collected. Money is a 2-decimal string computed in SQL, never a float.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** An Egyptian national id: 14 digits (Arabic-Indic digits accepted). */
export const nationalId = () =>
  z
    .string(m('validation.required'))
    .transform((v) => normalizeDigits(v).replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .regex(/^\d{14}$/, m('captains.nationalIdFormat')),
    );

const flag = z.boolean(m('validation.invalid'));
const ids = (max: number) => z.array(requiredId()).max(max, m('validation.tooLong'));

/** `POST /api/ops/captains` and `PUT /api/ops/captains/{id}` (admin): the whole captain. */
export const captainBodySchema = z.object({
  name: requiredText3(100),
  phone: phone(),
  national_id: nationalId(),
  branch_id: requiredId(),
  vehicle: optionalText3(60),
  active: flag.default(true),
});
export type CaptainBody = z.input<typeof captainBodySchema>;
export type CaptainInput = z.output<typeof captainBodySchema>;

export const captainParamsSchema = z.object({ id: requiredId() });

export const captainListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  branch_id: requiredId().optional(),
  /** `1`: active only, `0`: deactivated only; absent: both. */
  active: z.enum(['0', '1']).optional(),
});
export type CaptainListQuery = z.infer<typeof captainListQuerySchema>;

export const captainRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  national_id: z.string().nullable(),
  vehicle: z.string().nullable(),
  branch_id: z.number().int(),
  branch: z.string(),
  active: z.boolean(),
  /** The COD of its delivered orders not yet handed in. */
  cash_held: money,
  held_orders: z.number().int(),
});
export type CaptainRecord = z.infer<typeof captainRecordSchema>;
export const captainListResponseSchema = successEnvelope({
  feed: z.array(captainRecordSchema),
  feed_count: z.number().int(),
});
export type CaptainListResponse = z.infer<typeof captainListResponseSchema>;
export const captainResponseSchema = successEnvelope({ feed: captainRecordSchema });
export type CaptainResponse = z.infer<typeof captainResponseSchema>;

/** `POST /api/ops/branches` and `PUT /api/ops/branches/{id}` (admin). */
export const branchBodySchema = z.object({
  name_ar: requiredText3(100),
  name_en: requiredText3(100),
  phone: phone(),
  address: requiredText3(300),
  governorate_id: requiredId(),
  /** The governorates it serves whole (its own is always served). */
  governorate_ids: ids(30).default([]),
  /**
   * Areas of its governorates (its own or `governorate_ids`): a governorate with areas listed is served in
   * those areas only; one with none, whole.
   */
  area_ids: ids(500).default([]),
  active: flag.default(true),
});
export type BranchBody = z.input<typeof branchBodySchema>;
export type BranchInput = z.output<typeof branchBodySchema>;

export const branchListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  active: z.enum(['0', '1']).optional(),
});
export type BranchListQuery = z.infer<typeof branchListQuerySchema>;

export const branchRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  phone: z.string(),
  address: z.string(),
  governorate_id: z.number().int(),
  governorate: z.string(),
  governorate_ids: z.array(z.number().int()),
  area_ids: z.array(z.number().int()),
  /** The areas of `area_ids` with their names, by governorate then name. */
  areas: z.array(z.object({ id: z.number().int(), name: z.string(), governorate_id: z.number().int() })),
  active: z.boolean(),
  captains: z.number().int(),
});
export type BranchRecord = z.infer<typeof branchRecordSchema>;
export const branchListResponseSchema = successEnvelope({
  feed: z.array(branchRecordSchema),
  feed_count: z.number().int(),
});
export type BranchListResponse = z.infer<typeof branchListResponseSchema>;
export const branchResponseSchema = successEnvelope({ feed: branchRecordSchema });

/** `GET /api/ops/branches/areas?governorate_ids=1,2`: the areas a branch form offers. */
export const branchAreasQuerySchema = z.object({
  governorate_ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    // Ids are int4: a larger one is a 400, never the database's error (found by openapi-fuzz).
    z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(30),
  ),
});
export const branchAreasResponseSchema = successEnvelope({
  feed: z.array(z.object({ id: z.number().int(), name: z.string(), governorate_id: z.number().int() })),
});
export type BranchArea = z.infer<typeof branchAreasResponseSchema>['feed'][number];

/* Cash from captains (§5). */

/** One delivered order whose cash a captain holds (or handed in). */
export const heldOrderSchema = z.object({
  order_id: z.number().int(),
  code: z.string(),
  client: z.string(),
  receiver: z.string(),
  delivery_date: z.string().nullable(),
  collected: money,
});
export type HeldOrder = z.infer<typeof heldOrderSchema>;

/** `GET /api/ops/captains/{id}/cash`: what the captain holds now. */
export const captainCashResponseSchema = successEnvelope({
  feed: z.object({
    captain: z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }),
    orders: z.array(heldOrderSchema),
    expected: money,
  }),
});
export type CaptainCashResponse = z.infer<typeof captainCashResponseSchema>;

/** `POST /api/ops/captains/{id}/hand-ins`: the cash counted; every order it holds is handed in. */
export const handInBodySchema = z.object({
  handed: collectedAmount(),
  note: z
    .string(m('validation.invalid'))
    .trim()
    .max(500, m('validation.tooLong'))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional(),
});
export type HandInBody = z.input<typeof handInBodySchema>;

/** `declared`: the captain declared it from his app and the office has not counted it yet (decision 066). */
export const handInStates = ['balanced', 'short', 'surplus', 'declared'] as const;
export type HandInState = (typeof handInStates)[number];
export const handInStateLabelKey = (state: HandInState): MessageKey => `handIn.state.${state}`;

export const handInSchema = z.object({
  id: z.number().int(),
  captain_id: z.number().int(),
  captain: z.string(),
  handed_on: z.string(),
  expected: money,
  handed: money,
  difference: money,
  state: z.enum(handInStates),
  orders_count: z.number().int(),
  note: z.string().nullable(),
  staff_name: z.string().nullable(),
  settled_at: z.string().nullable(),
  settle_note: z.string().nullable(),
  created_at: z.string(),
  /** What the captain declared from his app, and when (null for a hand-in the desk recorded). */
  declared: money.nullable(),
  declared_at: z.string().nullable(),
  /** When the office counted the cash (null while a declaration waits). */
  confirmed_at: z.string().nullable(),
});
export type HandIn = z.infer<typeof handInSchema>;
export const handInResponseSchema = successEnvelope({ feed: handInSchema });
export type HandInResponse = z.infer<typeof handInResponseSchema>;

export const handInListQuerySchema = pageQuerySchema.extend({
  captain_id: requiredId().optional(),
  /** `open`: declarations to count and shortages and surpluses not settled yet. */
  filter: z.enum(['all', 'open']).default('all'),
});
export type HandInListQuery = z.infer<typeof handInListQuerySchema>;
/** `GET /api/ops/captain-hand-ins/export`: the list's filters, every page, as a streamed xlsx. */
export const handInExportQuerySchema = handInListQuerySchema.pick({ captain_id: true, filter: true });
export type HandInExportQuery = z.infer<typeof handInExportQuerySchema>;
export const handInListResponseSchema = successEnvelope({
  feed: z.array(handInSchema),
  feed_count: z.number().int(),
});
export type HandInListResponse = z.infer<typeof handInListResponseSchema>;

/** `POST /api/ops/captain-hand-ins/{id}/settle`: how the difference was made good. */
export const settleHandInBodySchema = z.object({ note: requiredField(500) });
export type SettleHandInBody = z.input<typeof settleHandInBodySchema>;

/** `GET /api/ops/captains/{id}/cash-report`: per Cairo day, from the newest, up to 62 days. */
export const cashReportQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(62).default(14) });
export const cashReportDaySchema = z.object({
  day: z.string(),
  hand_ins: z.number().int(),
  orders: z.number().int(),
  expected: money,
  handed: money,
  shortage: money,
  surplus: money,
  open_difference: money,
});
export type CashReportDay = z.infer<typeof cashReportDaySchema>;
export const cashReportResponseSchema = successEnvelope({
  feed: z.array(cashReportDaySchema),
  cash_held: money,
});
export type CashReportResponse = z.infer<typeof cashReportResponseSchema>;
