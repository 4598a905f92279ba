import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import { orderCodeQuerySchema } from './orders';

/** An order's log (every change, who and when) and its delay requests, as `order/log` and `order/delay-log` answer them. */
export const orderLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  note: z.string().nullable(),
  by: z.string(),
  created_at: z.string(),
});
export type OrderLogEntry = z.infer<typeof orderLogEntrySchema>;

export const delayLogEntrySchema = z.object({
  id: z.number().int(),
  delay_date: z.string(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  by: z.string(),
  created_at: z.string(),
});
export type DelayLogEntry = z.infer<typeof delayLogEntrySchema>;

/** `GET order/log?code&page&perPage`. */
export const orderLogQuerySchema = orderCodeQuerySchema.extend(pageQuerySchema.shape);
export const orderLogResponseSchema = successEnvelope({
  feed: z.array(orderLogEntrySchema),
  feed_count: z.number().int(),
  /** The page answered: a page past the end reads the last one. */
  page: z.number().int(),
  order_id: z.number().int(),
  code: z.string(),
});
export type OrderLogPage = z.infer<typeof orderLogResponseSchema>;

export const delayLogResponseSchema = successEnvelope({ feed: z.array(delayLogEntrySchema) });
