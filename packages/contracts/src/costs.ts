import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';

/**
 * `POST costs/client`, `POST costs/office` and `POST companies`: paging and an optional name, in the
 * query or the body (the spec lists them as "with").
 */
export const costsQuerySchema = pageQuerySchema.extend({ name: z.string().trim().max(100).optional() });
export type CostsQuery = z.infer<typeof costsQuerySchema>;

/** The client's shipping prices for one governorate (money as decimal text). */
export const costRowSchema = z.object({
  id: z.number().int(),
  government_id: z.number().int(),
  government: z.string(),
  price: z.string(),
  return_price: z.string(),
  extra_kg_price: z.string(),
});
export type CostRow = z.infer<typeof costRowSchema>;
export const costsResponseSchema = successEnvelope({
  feed: z.array(costRowSchema),
  feed_count: z.number().int(),
});
