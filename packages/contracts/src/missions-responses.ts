import { z } from 'zod';
import { successEnvelope } from './envelope';
import { missionActions } from './mission-state';
import { orderSchema } from './orders';

/** The answers of spec §7 "Missions": one mission, its lists, the add form's data, papers and previews. */

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

/** `POST mission/advanced-search-submit`: the missions with that code, paged. */
export const missionSearchResponseSchema = successEnvelope({
  feed: z.array(missionSchema),
  feed_count: z.number().int(),
});

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
