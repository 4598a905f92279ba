import { z } from 'zod';
import { orderAttemptsShape } from './delivery-proof';
import { successEnvelope } from './envelope';
import { orderStatuses, type OrderStatus } from './enums';
import type { MessageKey } from './messages';
import { apiOrderSchema } from './merchant-api-states';
import { importRowErrorSchema } from './order-import';
import { calendarDay } from './orders';
import { otpCode } from './rules';

const m = (key: MessageKey) => ({ error: key, abort: true });

/*
 * The merchant API (decision 029): the OTP-gated API page under /api/client/link-with-apis and the
 * key-authenticated API under /api/v1. The orders, tickets and lookups calls of /api/v1 reuse the portal's
 * own schemas (submitOrderBodySchema, createTicketBodySchema, …); only what is new is here.
 */

/** A merchant API key: `cp_live_` and 32 base64url characters (192 random bits). */
export const apiKeyPrefix = 'cp_live_';
export const apiKeyPattern = /^cp_live_[A-Za-z0-9_-]{32}$/;

/** How long a checked code keeps the API page open (spec §6, §8: 'OTP required' after it). */
export const apiPageUnlockMs = 15 * 60_000;

/** `POST link-with-apis/check-otp {code}`. */
export const apiPageCheckOtpBodySchema = z.object({ code: otpCode() });
export type ApiPageCheckOtpBody = z.infer<typeof apiPageCheckOtpBodySchema>;

/** Whether this session has opened the page, and until when (ISO), or null. */
export const apiPageStatusResponseSchema = successEnvelope({ unlocked_until: z.string().nullable() });
export type ApiPageStatusResponse = z.infer<typeof apiPageStatusResponseSchema>;

/** The key as the page shows it before 'reveal': `cp_live_••••…` and its last four characters. */
export const apiKeySummarySchema = z.object({
  masked: z.string(),
  last_four: z.string(),
  created_at: z.string(),
  /** Until when the key before the last rotation still answers (ISO 8601), or null (decision 073). */
  previous_valid_until: z.string().nullable().optional(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;
/** null until the first rotate makes a key. */
export const apiKeyResponseSchema = successEnvelope({ feed: apiKeySummarySchema.nullable() });
export const apiKeyRevealResponseSchema = successEnvelope({
  feed: apiKeySummarySchema.extend({ key: z.string() }),
});
export type ApiKeyReveal = z.infer<typeof apiKeyRevealResponseSchema>['feed'];

/** The most orders one bulk call creates. */
export const maxBulkOrders = 500;

/** `POST /api/v1/orders/bulk {orders: [...]}`: each row is checked with the order form's schema. */
export const bulkOrdersBodySchema = z.object({
  orders: z
    .array(z.unknown(), m('validation.required'))
    .min(1, m('validation.required'))
    .max(maxBulkOrders, m('validation.tooLong')),
});
export const bulkOrdersResponseSchema = successEnvelope({
  feed: z.array(z.object({ row: z.number().int(), id: z.number().int(), code: z.string() })),
});
/** A rejected bulk call: nothing was created; `row_errors` names each bad row (0-based) and field. */
export const bulkOrdersRejectedSchema = z.object({ row_errors: z.array(importRowErrorSchema) });

const statusNames = Object.keys(orderStatuses) as [OrderStatus, ...OrderStatus[]];

/** `GET /api/v1/orders`: newest first; pass `next_cursor` back as `cursor` for the next page. */
export const apiOrderListQuerySchema = z.object({
  status: z.enum(statusNames, m('validation.invalid')).optional(),
  created_from: calendarDay().optional(),
  created_to: calendarDay().optional(),
  /** The last id of the previous page (an order id: a 32-bit integer). */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, m('validation.invalid'))
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, m('validation.invalid')))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ApiOrderListQuery = z.infer<typeof apiOrderListQuerySchema>;
export const apiOrderListResponseSchema = successEnvelope({
  feed: z.array(apiOrderSchema),
  next_cursor: z.string().nullable(),
});

/** One order, with its delivery proof and failed attempts from the captain's app (decision 065). */
export const apiOrderDetailsResponseSchema = successEnvelope({
  feed: apiOrderSchema.extend(orderAttemptsShape),
});

export const apiOrderCodeParamsSchema = z.object({ code: z.string().min(1).max(60) });
