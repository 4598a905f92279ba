import { z } from 'zod';
import { normalizeDigits } from './digits';
import { pageQuerySchema, successEnvelope } from './envelope';
import { missionStatuses, missionTypes, type MissionTypeCode } from './enums';
import type { MessageKey } from './messages';
import { missionActions } from './mission-state';
import { calendarDay, filterDate, filterId, filterText, orderSchema } from './orders';
import { cancelationReason, maxTextLength, requiredId } from './rules';

/**
 * Mission payloads of spec §7 "Missions", with the field names the spec uses. One schema per call; the
 * API parses with them and the web app's forms validate with the same ones.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

/**
 * How the courier hands a supply (the cash it collected) to the client. The ids are fixed codes, like
 * the mission types, so the form rules below can tell what each needs; the `payment_ways` table holds
 * their names in both languages.
 */
export const paymentWays = {
  cash_at_branch: 1,
  bank_transfer: 2,
  mobile_wallet: 3,
  cash_with_captain: 4,
} as const;
export type PaymentWay = keyof typeof paymentWays;
export type PaymentWayCode = (typeof paymentWays)[PaymentWay];

/** What a payment way needs besides itself: a branch to collect at, an account to pay into, an address. */
export type PaymentWayNeed = 'branch' | 'bank_account' | 'address';
export const paymentWayNeeds: Record<PaymentWay, PaymentWayNeed> = {
  cash_at_branch: 'branch',
  bank_transfer: 'bank_account',
  mobile_wallet: 'bank_account',
  cash_with_captain: 'address',
};
const paymentWayByCode = new Map(
  (Object.entries(paymentWays) as [PaymentWay, PaymentWayCode][]).map(([name, code]) => [code, name]),
);
export function paymentWayNeedOf(code: number): PaymentWayNeed | undefined {
  const name = paymentWayByCode.get(code as PaymentWayCode);
  return name ? paymentWayNeeds[name] : undefined;
}

export type FieldRule = 'required' | 'optional' | 'unused';
export interface MissionFieldRules {
  address_id: FieldRule;
  due_date: FieldRule;
  payment_way_id: FieldRule;
  bank_account_id: FieldRule;
  branch_id: FieldRule;
}

/**
 * Which add-form fields apply to a mission type (spec §5: missionType, dueDate, paymentWay, bankAccount
 * and branch are required where they apply). Pickup, return, pickup-and-returns and resend missions
 * happen at one of the client's addresses on a chosen day; the branch defaults to the client's own.
 * A supply needs a payment way, and then what that way needs: a bank account (transfer, wallet), a
 * branch (cash at a branch) or an address (cash brought by the captain); its day may be left empty
 * (the next supply day). `month` and `notes` are always optional.
 */
export function missionFieldRules(type: number | undefined, paymentWay?: number): MissionFieldRules {
  if (type !== missionTypes.supply) {
    return {
      address_id: 'required',
      due_date: 'required',
      payment_way_id: 'unused',
      bank_account_id: 'unused',
      branch_id: 'optional',
    };
  }
  const need = paymentWay === undefined ? undefined : paymentWayNeedOf(paymentWay);
  return {
    address_id: need === 'address' ? 'required' : 'unused',
    due_date: 'optional',
    payment_way_id: 'required',
    bank_account_id: need === 'bank_account' ? 'required' : 'unused',
    branch_id: need === 'branch' ? 'required' : 'unused',
  };
}

/** The courier works on Cairo days: "today", due dates and the dashboard's days are Cairo's. */
export const businessTimeZone = 'Africa/Cairo';
const cairoFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Cairo day (YYYY-MM-DD) of a moment, optionally moved by whole days. */
export function cairoDay(at: Date, plusDays = 0): string {
  const day = cairoFormat.format(at);
  if (plusDays === 0) return day;
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + plusDays);
  return moved.toISOString().slice(0, 10);
}

/** A real calendar day (PostgreSQL refuses 2024-02-30; JavaScript's Date would roll it over). */
export function isCalendarDay(v: string): boolean {
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
}

/** An optional day filter that must also be a real day. */
const filterDay = () => filterDate().refine((v) => v === undefined || isCalendarDay(v), m('validation.date'));

/** One code or several (`2`, `"1,4"`, `[1, 4]`): the five list screens ask for a type list (missionLists). */
const filterCodes = (max: number) =>
  z
    .union(
      [z.number(), z.string().max(40), z.array(z.union([z.number(), z.string().max(4)])).max(10)],
      m('validation.invalid'),
    )
    .transform((v) =>
      (Array.isArray(v) ? v : String(v).split(','))
        .map((x) => normalizeDigits(String(x)).trim())
        .filter((x) => x.length > 0),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^\d{1,2}$/, m('validation.invalid'))
          .transform(Number)
          .pipe(z.number().min(1, m('validation.invalid')).max(max, m('validation.invalid'))),
      ),
    )
    .transform((list) => (list.length === 0 ? undefined : [...new Set(list)]))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

const typeCount = Object.keys(missionTypes).length;
const statusCount = Object.keys(missionStatuses).length;

/** `?id=` of a mission. */
export const missionIdQuerySchema = z.object({ id: requiredId() });
export type MissionIdQuery = z.infer<typeof missionIdQuerySchema>;

/** `POST mission/all` query: paging plus the incremental-refresh marker. */
export const missionListQuerySchema = pageQuerySchema.extend({
  max_mission_updated_at: z
    .string()
    .trim()
    .transform((v) => (v.length === 0 ? undefined : v))
    .pipe(z.iso.datetime({ offset: true, error: 'validation.date' }).optional())
    .optional(),
});
export type MissionListQuery = z.infer<typeof missionListQuerySchema>;

/**
 * `POST mission/all` body: the filters of spec §7, all optional, empty ignored. `type` and `status` take
 * one code or a list (the list screens send theirs from `missionLists`).
 */
export const missionListFiltersSchema = z
  .object({
    captain_id: filterId(),
    created_at: filterDay(),
    code: filterText(40),
    due_date: filterDay(),
    execution_date: filterDay(),
    status: filterCodes(statusCount),
    type: filterCodes(typeCount),
  })
  .partial();
export type MissionListFilters = z.infer<typeof missionListFiltersSchema>;

/** `POST mission/advanced-search-submit {code}`: a mission by its code (paged like a list). */
export const missionSearchSchema = z
  .object({
    code: z
      .union(
        [z.string(m('validation.required')), z.number(m('validation.required'))],
        m('validation.required'),
      )
      .transform((v) => normalizeDigits(String(v)).trim())
      .pipe(z.string().min(1, m('validation.required')).max(40, m('validation.tooLong'))),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(20),
  })
  .partial({ page: true, perPage: true });
export type MissionSearch = z.infer<typeof missionSearchSchema>;

const optionalDay = () =>
  z
    .string(m('validation.date'))
    .trim()
    .max(10, m('validation.date'))
    .refine(
      (v) => v.length === 0 || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDay(v)),
      m('validation.date'),
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const optionalMonth = () =>
  z
    .string(m('validation.date'))
    .trim()
    .max(7, m('validation.date'))
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, m('validation.date'))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const missionTypeCode = () =>
  z
    .union([z.string(m('validation.required')), z.number(m('validation.required'))], m('validation.required'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .regex(/^\d{1,2}$/, m('validation.invalid'))
        .transform(Number)
        .pipe(z.number().min(1, m('validation.invalid')).max(typeCount, m('validation.invalid'))),
    )
    .transform((v) => v as MissionTypeCode);

const missionFormFields = z.object({
  type: missionTypeCode(),
  address_id: filterId(),
  /** Spec §5: "Mission submit drops an empty month and due_date". */
  due_date: optionalDay(),
  month: optionalMonth(),
  payment_way_id: filterId(),
  bank_account_id: filterId(),
  branch_id: filterId(),
  notes: z
    .string(m('validation.invalid'))
    .trim()
    .max(maxTextLength, m('validation.tooLong'))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
});

/**
 * `POST mission/submit` (the add-mission form): `{type, address_id, due_date, month, payment_way_id,
 * bank_account_id, branch_id, notes}`. The fields a type needs (missionFieldRules) are required; the
 * ones it does not use are dropped. That the ids are the client's, the day not past and a supply
 * available (`suppliedAvailable`) is checked by the server.
 */
export const missionFormSchema = missionFormFields
  .superRefine((v, ctx) => {
    if (v.type === missionTypes.supply && v.payment_way_id && !paymentWayNeedOf(v.payment_way_id)) {
      ctx.addIssue({ code: 'custom', path: ['payment_way_id'], message: 'validation.invalid' });
      return;
    }
    const rules = missionFieldRules(v.type, v.payment_way_id || undefined);
    for (const field of Object.keys(rules) as (keyof MissionFieldRules)[]) {
      if (rules[field] === 'required' && !v[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      }
    }
  })
  .transform((v) => {
    const rules = missionFieldRules(v.type, v.payment_way_id || undefined);
    const keep = <K extends keyof MissionFieldRules>(field: K) =>
      rules[field] === 'unused' || !v[field] ? undefined : v[field];
    return {
      type: v.type,
      address_id: keep('address_id'),
      due_date: keep('due_date'),
      month: v.month,
      payment_way_id: keep('payment_way_id'),
      bank_account_id: keep('bank_account_id'),
      branch_id: keep('branch_id'),
      notes: v.notes,
    };
  });
export type MissionForm = z.output<typeof missionFormSchema>;
export type MissionFormInput = z.input<typeof missionFormSchema>;

/** `POST mission/terminate?id&reason_id`: the mission and a termination reason (reasons of type 6). */
export const terminateMissionQuerySchema = z.object({ id: requiredId(), reason_id: requiredId() });
export type TerminateMissionQuery = z.infer<typeof terminateMissionQuerySchema>;

/** The reason in the client's words, at least 10 characters (cancelationReason); empty is dropped. */
const optionalReasonText = () =>
  z
    .string(m('validation.invalid'))
    .trim()
    .max(maxTextLength, m('validation.tooLong'))
    .refine((v) => v.length === 0 || v.length >= 10, m('validation.minLength10'))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** The optional body of terminate: `{reason}`, required by the server when the reason `needs_note` ('other'). */
export const terminateMissionBodySchema = z.object({ reason: optionalReasonText() });
export type TerminateMissionBody = z.infer<typeof terminateMissionBodySchema>;

/** The terminate dialog: pick a reason; a reason that `needs_note` asks for the free text (spec §5 cancelationReason). */
export const terminateMissionFormSchema = (needsNote: boolean) =>
  z.object({
    reason_id: requiredId(),
    reason: needsNote ? cancelationReason() : optionalReasonText(),
  });

/** `GET mission/mission-orders?id&page&perPage`. */
export const missionOrdersQuerySchema = missionIdQuerySchema.extend(pageQuerySchema.shape);

/**
 * `GET mission/previews?id&type` (spec §9: preview types 1, 2, 3) and `GET mission/excel?id&type`:
 * 1 the orders summary (count per status), 2 the money summary (amounts, shipping, net),
 * 3 the returns (the mission's returned parcels with their reasons). docs/decisions/009-missions.md.
 */
export const missionPreviewTypes = { orders: 1, money: 2, returns: 3 } as const;
export type MissionPreviewType = (typeof missionPreviewTypes)[keyof typeof missionPreviewTypes];
const previewType = () =>
  z.coerce
    .number(m('validation.required'))
    .int(m('validation.invalid'))
    .min(1, m('validation.invalid'))
    .max(3, m('validation.invalid'))
    .transform((v) => v as MissionPreviewType);
export const missionPreviewQuerySchema = z.object({ id: requiredId(), type: previewType() });
export const missionExcelQuerySchema = z.object({ id: requiredId(), type: previewType().default(1) });

/** `POST mission/export-my-missions (date_from, date_to)`: missions created in the range (Cairo days). */
export const exportMissionsSchema = z
  .object({ date_from: calendarDay(), date_to: calendarDay(), type: filterCodes(typeCount) })
  .refine((v) => v.date_from <= v.date_to, { error: 'validation.dateRange', path: ['date_to'] });
export type ExportMissions = z.infer<typeof exportMissionsSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
const money = z.string();

/** One mission as lists, search and details answer it (spec §3 Mission). Names in the caller's language. */
export const missionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The day the client asked for (YYYY-MM-DD). */
  due_date: z.string().nullable(),
  execution_date: z.string().nullable(),
  /** The month a supply covers (YYYY-MM). */
  month: z.string().nullable(),
  captain_id: z.number().int().nullable(),
  captain: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  branch_id: z.number().int().nullable(),
  branch: named.nullable(),
  client: named,
  address_id: z.number().int().nullable(),
  address: z
    .object({
      id: z.number().int(),
      title: z.string(),
      address: z.string(),
      governorate: z.string(),
      area: z.string(),
    })
    .nullable(),
  bank_account_id: z.number().int().nullable(),
  bank_account: z
    .object({
      id: z.number().int(),
      bank_name: z.string(),
      account_name: z.string(),
      account_number: z.string(),
    })
    .nullable(),
  payment_way_id: z.number().int().nullable(),
  payment_way: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** A supply's cash: the client's balance when it was requested. */
  amount: money.nullable(),
  termination_reason_id: z.number().int().nullable(),
  termination_reason: named.nullable(),
  termination_note: z.string().nullable(),
  notes: z.string().nullable(),
  orders_count: z.number().int(),
  actions: z.array(z.enum(missionActions)),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionListResponseSchema = successEnvelope({
  feed: z.array(missionSchema),
  feed_count: z.number().int(),
  max_mission_updated_at: z.string().nullable(),
  /** With max_mission_updated_at: ids that changed since and no longer match the filters. */
  left_ids: z.array(z.number().int()).optional(),
});
export type MissionListResponse = z.infer<typeof missionListResponseSchema>;

export const missionDetailsResponseSchema = successEnvelope({ feed: missionSchema });

/** A mission as the two-day warning of the add form lists it. */
export const missionSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  due_date: z.string().nullable(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const clientAddressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  governorate_id: z.number().int(),
  governorate: z.string(),
  area_id: z.number().int(),
  area: z.string(),
  phone: z.string().nullable(),
  is_default: z.boolean(),
});
export type ClientAddress = z.infer<typeof clientAddressSchema>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  /** 'bank' (for a transfer) or 'wallet' (a mobile wallet number). */
  kind: z.enum(['bank', 'wallet']),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const paymentWaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  needs: z.enum(['branch', 'bank_account', 'address']),
});

/** 0 Sunday … 6 Saturday, with the day's name in the caller's language. */
export const supplyDaySchema = z.object({ day: z.number().int().min(0).max(6), name: z.string() });

/** `POST mission/add`: what the add-mission form needs (spec §3 Mission add-form data). */
export const missionAddResponseSchema = successEnvelope({
  addresses: z.array(clientAddressSchema),
  accounts: z.array(bankAccountSchema),
  paymentWays: z.array(paymentWaySchema),
  /** The client's open missions due today, tomorrow or the day after: shown before adding another. */
  missionsWithinTwoDays: z.array(missionSummarySchema),
  /** A supply may be requested: collected cash not yet supplied, and no supply mission open. */
  suppliedAvailable: z.boolean(),
  supply_days: z.array(supplyDaySchema),
  /** The types this client may add (a suspended client: receiving and receiving-and-returns only). */
  types: z.array(named),
  /** The client's responsible branch, the default of `branch_id`. */
  default_branch_id: z.number().int().nullable(),
});
export type MissionAddResponse = z.infer<typeof missionAddResponseSchema>;

export const missionSubmitResponseSchema = successEnvelope({ code: z.string(), id: z.number().int() });

export const missionOrdersResponseSchema = successEnvelope({
  feed: z.array(orderSchema),
  feed_count: z.number().int(),
});

/** Sums over a mission's orders, computed in SQL (numeric strings, never floating point). */
export const missionTotalsSchema = z.object({
  count: z.number().int(),
  amount_to_be_collected: money,
  received_amount: money,
  shipping_cost: money,
  cash_amount: money,
  /** received_amount − shipping_cost: what the client is owed for these parcels. */
  net: money,
});
export type MissionTotals = z.infer<typeof missionTotalsSchema>;

/** `GET mission/papers?id`: the mission's documents for printing: the mission, its orders and totals. */
export const missionPapersResponseSchema = successEnvelope({
  feed: z.object({
    mission: missionSchema,
    orders: z.array(orderSchema),
    totals: missionTotalsSchema,
  }),
});

export const returnedOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  receiver: z.string(),
  status: z.number().int(),
  return_reason: z.string().nullable(),
  return_to_sender_date: z.string().nullable(),
});

export const missionPreviewSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(1),
    total: z.number().int(),
    by_status: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  }),
  z.object({ type: z.literal(2), ...missionTotalsSchema.shape }),
  z.object({ type: z.literal(3), count: z.number().int(), orders: z.array(returnedOrderSchema) }),
]);
export type MissionPreview = z.infer<typeof missionPreviewSchema>;
export const missionPreviewResponseSchema = successEnvelope({ feed: missionPreviewSchema });

/** `GET mission/termination-reasons`: reasons of type 6; `needs_note` asks for the client's own words. */
export const terminationReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  needs_note: z.boolean(),
});
export const terminationReasonsResponseSchema = successEnvelope({ feed: z.array(terminationReasonSchema) });
