import { z } from 'zod';
import { normalizeDigits } from './digits';
import { pageQuerySchema, successEnvelope } from './envelope';
import { calendarDay, filterAmount, filterDate, filterId, filterStatus, filterText } from './list-filters';
import { namedItemSchema } from './lookups';
import type { MessageKey } from './messages';
import { orderActions } from './order-state';
import { confirmationStates } from './receiver-confirm';
import {
  collectedAmount,
  delayDate,
  followUpMobile,
  maxTextLength,
  optionalPhone,
  optionalText3,
  phone,
  requiredId,
  requiredText3,
  returnValue,
} from './rules';

/**
 * Order payloads of spec §7 "Orders", with the field names the spec uses. One schema per call; the API
 * parses with them and the web app's forms validate with the same ones.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

// The list filters were defined here first; other lists import them through this file too.
export { calendarDay, filterDate, filterId, filterStatus, filterText } from './list-filters';

/** A required id in the query string (`?id=`). */
export const orderIdQuerySchema = z.object({ id: requiredId() });
export type OrderIdQuery = z.infer<typeof orderIdQuerySchema>;

/** `?code=` for web-details, log and delay-log. */
export const orderCodeQuerySchema = z.object({
  code: z
    .string(m('validation.required'))
    .transform((v) => normalizeDigits(v).trim())
    .pipe(z.string().min(1, m('validation.required')).max(40, m('validation.tooLong'))),
});

/** `POST order/{list}` query: paging plus the incremental-refresh marker. */
export const orderListQuerySchema = pageQuerySchema.extend({
  max_order_updated_at: z
    .string()
    .trim()
    .transform((v) => (v.length === 0 ? undefined : v))
    .pipe(z.iso.datetime({ offset: true, error: 'validation.date' }).optional())
    .optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** `POST order/{list}` body: the list filters of spec §7 (all optional, empty ignored). */
export const orderListBodySchema = z
  .object({
    code: filterText(40),
    invoice_number: filterText(),
    second_client: filterText(),
    receiver: filterText(),
    phone1: filterText(20),
    government_id: filterId(),
    area: filterText(),
    /** The receiver's confirmation (decision 067): `none` for orders never asked. */
    confirmation: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum([...confirmationStates, 'none'], m('validation.invalid')).optional(),
    ),
  })
  .partial();
export type OrderListFilters = z.infer<typeof orderListBodySchema>;

/** `POST order/advanced-search-submit`: every field of spec §7 (all optional) plus paging. */
export const advancedSearchBodySchema = z
  .object({
    status: filterStatus(),
    code: filterText(40),
    bar_code: filterText(60),
    invoice_number: filterText(),
    second_client: filterText(),
    receiver: filterText(),
    phone1: filterText(20),
    area: filterText(),
    government_id: filterId(),
    captain_id: filterId(),
    branch_id: filterId(),
    created_at: filterDate(),
    amount_to_be_collected: filterAmount(),
    received_amount: filterAmount(),
    sent_at: filterDate(),
    delivery_date: filterDate(),
    execution_date: filterDate(),
    cash_amount: filterAmount(),
    return_to_sender_date: filterDate(),
    deposit_date: filterDate(),
    return_reason: filterText(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(20),
  })
  .partial({ page: true, perPage: true });
export type AdvancedSearch = z.infer<typeof advancedSearchBodySchema>;
export const advancedSearchFields = Object.keys(advancedSearchBodySchema.shape).filter(
  (k) => k !== 'page' && k !== 'perPage',
) as Exclude<keyof AdvancedSearch, 'page' | 'perPage'>[];

/** `POST order/search {codes}`: pasted text (codes separated by spaces, commas or new lines) or a JSON array of codes. */
export const maxSearchCodes = 500;
export const quickSearchBodySchema = z.object({
  codes: z
    .union(
      [
        z.string(m('validation.required')).max(maxSearchCodes * 41, m('validation.tooLong')),
        z
          .array(z.union([z.string(), z.number()], m('validation.invalid')), m('validation.required'))
          .max(maxSearchCodes, m('validation.tooLong'))
          .transform((list) => list.join('\n')),
      ],
      m('validation.required'),
    )
    .transform((v) => splitCodes(v))
    .pipe(
      z
        .array(z.string().max(40, m('validation.tooLong')))
        .min(1, m('validation.required'))
        .max(maxSearchCodes, m('validation.tooLong')),
    ),
});

/** Splits pasted codes on spaces, commas (Latin and Arabic), semicolons and new lines; drops repeats. */
export function splitCodes(text: string): string[] {
  const codes = normalizeDigits(text)
    .split(/[\s,،;؛]+/u)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  return [...new Set(codes)];
}

const productLineSchema = z.object({
  product_id: requiredId(),
  quantity: z.coerce.number(m('validation.numeric')).int(m('validation.numeric')).min(1).max(100_000),
});

/**
 * `POST order/submit`: the add-order form, field names as spec §5 names them. `government` and `area`
 * are ids from `get-government` and `get-area/{id}`.
 */
export const submitOrderBodySchema = z.object({
  receiver: requiredText3(120),
  phone1: phone(),
  phone2: optionalPhone(),
  followUpMobile: followUpMobile(),
  government: requiredId(),
  area: requiredId(),
  address: requiredText3(),
  contentOrder: requiredText3(),
  collectedAmount: collectedAmount(),
  sender: optionalText3(120),
  notes: z.string().trim().max(maxTextLength, m('validation.tooLong')).optional(),
  invoice_number: z.string().trim().max(60, m('validation.tooLong')).optional(),
  company_id: z
    .union([z.string(), z.number()])
    .transform((v) => (String(v).trim() === '' ? undefined : Number(String(v).trim())))
    .pipe(z.number().int().positive().optional())
    .optional(),
  products: z.array(productLineSchema).max(100).optional(),
  /** spec §5: why an edit changes the amount; required then, kept as the log's note (decision 070). */
  reasonCollectedAmount: optionalText3(),
});
export type OrderForm = z.infer<typeof submitOrderBodySchema>;
export type OrderFormInput = z.input<typeof submitOrderBodySchema>;

/** `POST order/edit/submit`: the same form plus the order's id. */
export const editOrderBodySchema = submitOrderBodySchema.extend({ id: requiredId() });
export type OrderEdit = z.infer<typeof editOrderBodySchema>;

export const changeToUrgentBodySchema = z.object({ id: requiredId() });
/** `POST order/canceled {type, id}`: type is the cancellation reason (reasons of type 5). */
export const cancelOrderBodySchema = z.object({ id: requiredId(), type: requiredId() });
export const rateOrderBodySchema = z.object({
  order_id: requiredId(),
  rate: z.coerce
    .number(m('validation.rateRequired'))
    .int(m('validation.rateRequired'))
    .min(1, m('validation.rateRequired'))
    .max(5, m('validation.rateRequired')),
  note: z.string().trim().max(maxTextLength, m('validation.tooLong')).optional(),
});
/** Resend types: 1 to the receiver again, 2 to a new address. */
export const resendTypes = { sameAddress: 1, newAddress: 2 } as const;

/** The new address of a resend of type 2: the order form's place fields (names as in `order/submit`). */
export const resendAddressSchema = z.object({
  government: requiredId(),
  area: requiredId(),
  address: requiredText3(),
  phone1: phone(),
});
export type ResendAddress = z.infer<typeof resendAddressSchema>;

/**
 * `POST order/resend-request {id, type, order_id}`: `order_id` (or `id`) is the order; type 1 to the
 * receiver again, 2 to a new address, which then also carries `government`, `area`, `address` and
 * `phone1` (issue 14: a resend to a new address had nowhere to say where).
 */
export const resendRequestBodySchema = z
  .object({
    id: requiredId().optional(),
    order_id: requiredId().optional(),
    type: z.coerce
      .number(m('validation.required'))
      .int()
      .min(1, m('validation.invalid'))
      .max(2, m('validation.invalid')),
    government: z.unknown().optional(),
    area: z.unknown().optional(),
    address: z.unknown().optional(),
    phone1: z.unknown().optional(),
  })
  .refine((v) => v.order_id !== undefined || v.id !== undefined, {
    error: 'validation.required',
    path: ['order_id'],
  })
  .transform((v, ctx) => {
    const orderId = (v.order_id ?? v.id) as number;
    if (v.type !== resendTypes.newAddress) return { orderId, type: v.type, newAddress: null };
    const parsed = resendAddressSchema.safeParse(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    }
    return { orderId, type: v.type, newAddress: parsed.data };
  });
export type ResendRequest = z.infer<typeof resendRequestBodySchema>;

/** The resend dialog's form: the type, and the new address when the type asks for one. */
export const resendFormSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(resendTypes.sameAddress) }),
  resendAddressSchema.extend({ type: z.literal(resendTypes.newAddress) }),
]);
export type ResendFormInput = z.input<typeof resendFormSchema>;
export const delayRequestBodySchema = z.object({
  id: requiredId(),
  delayDate: delayDate(),
  reason_id: requiredId().optional(),
  notes: z.string().trim().max(maxTextLength, m('validation.tooLong')).optional(),
});
export const returnOnSenderBodySchema = z.object({
  id: requiredId(),
  returnValue: returnValue(),
  notes: z.string().trim().max(maxTextLength, m('validation.tooLong')).optional(),
});
/** `POST order/print`: the orders to print, by id. */
export const printOrdersBodySchema = z.object({
  ids: z.array(requiredId()).min(1, m('validation.required')).max(500, m('validation.tooLong')),
});
/** `POST order/export-my-orders` (multipart): a date range and an optional status or list. */
export const exportOrdersBodySchema = z
  .object({
    date_from: calendarDay(),
    date_to: calendarDay(),
    type: filterStatus(),
  })
  .refine((v) => v.date_from <= v.date_to, { error: 'validation.dateRange', path: ['date_to'] });
export type ExportOrders = z.infer<typeof exportOrdersBodySchema>;

const money = z.string().nullable();
const day = z.string().nullable();

/** One order as lists, search and details answer it. Names in the caller's language. */
export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bar_code: z.string().nullable(),
  invoice_number: z.string().nullable(),
  second_client: z.string().nullable(),
  company_id: z.number().int().nullable(),
  receiver: z.string(),
  phone1: z.string(),
  phone2: z.string().nullable(),
  follow_up_mobile: z.string().nullable(),
  government_id: z.number().int(),
  government: z.string(),
  area_id: z.number().int(),
  area: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  content: z.string(),
  amount_to_be_collected: z.string(),
  received_amount: money,
  cash_amount: money,
  shipping_cost: money,
  created_at: z.string(),
  sent_at: day,
  delivery_date: day,
  execution_date: day,
  return_to_sender_date: day,
  deposit_date: day,
  delay_date: day,
  return_reason: z.string().nullable(),
  captain_id: z.number().int().nullable(),
  captain: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  branch: z.string().nullable(),
  status: z.number().int(),
  is_urgent: z.union([z.literal(0), z.literal(1)]),
  return_requested: z.union([z.literal(0), z.literal(1)]),
  /** The last resend request: its type and, for a new address, where (a desk reads it from the order). */
  resend: z
    .object({
      type: z.number().int(),
      government_id: z.number().int().nullable(),
      government: z.string().nullable(),
      area_id: z.number().int().nullable(),
      area: z.string().nullable(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      requested_at: z.string(),
    })
    .nullable(),
  rate: z.number().int().nullable(),
  updated_at: z.string(),
  actions: z.array(z.enum(orderActions)),
  /**
   * When its cash arrives (decision 053): the next supply while the order is delivered and unsettled, else
   * null. Given by the order's details and the merchant API; cached lists leave it out.
   */
  payout_date: day.optional(),
  /** The receiver's confirmation (decision 067): null when not asked. */
  confirmation: z.enum(confirmationStates).nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * A filtered list's count stops at a cap ("1,000+", decision 033): `feed_count_capped` says there are more
 * than `feed_count`. The cap always covers the asked page and a few after it.
 */
const cappedCount = { feed_count_capped: z.literal(true).optional() };

export const orderListResponseSchema = successEnvelope({
  feed: z.array(orderSchema),
  feed_count: z.number().int(),
  ...cappedCount,
  max_order_updated_at: z.string().nullable(),
  /** With max_order_updated_at: ids that changed since and are no longer on this list. */
  left_ids: z.array(z.number().int()).optional(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `POST order/search`: the orders found and the codes that match none. */
export const quickSearchResponseSchema = successEnvelope({
  feed: z.array(orderSchema),
  feed_count: z.number().int(),
  not_found: z.array(z.string()),
});
export type QuickSearchResult = z.infer<typeof quickSearchResponseSchema>;

export const advancedSearchResponseSchema = successEnvelope({
  feed: z.array(orderSchema),
  feed_count: z.number().int(),
  ...cappedCount,
});
export type AdvancedSearchResult = z.infer<typeof advancedSearchResponseSchema>;

/** `POST order/print`: the orders to print. */
export const printOrdersResponseSchema = successEnvelope({ feed: z.array(orderSchema) });

/** `POST order/submit`: the new order's code and id. */
export const submitOrderResponseSchema = successEnvelope({ code: z.string(), id: z.number().int() });
export type SubmittedOrder = z.infer<typeof submitOrderResponseSchema>;

/** What the order form needs beside the governments: the client's home-delivery prices and companies. */
export const orderPayloadFeedSchema = z.object({
  prices: z.array(z.object({ government_id: z.number().int(), price: z.string() })),
  companies: z.array(namedItemSchema),
});
export type OrderPayloadFeed = z.infer<typeof orderPayloadFeedSchema>;

/** `POST order/add`: governments in `feed`, prices and companies in `payload_feed`. */
export const orderFormDataResponseSchema = successEnvelope({
  feed: z.array(namedItemSchema),
  payload_feed: orderPayloadFeedSchema,
});

/** `POST order/edit?id`: the order with what the form needs. */
export const orderEditResponseSchema = successEnvelope({
  feed: z.object({
    governments: z.array(namedItemSchema),
    order: orderSchema,
    payload_feed: orderPayloadFeedSchema,
  }),
});
