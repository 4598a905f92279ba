import { z } from 'zod';
import { errorCodeList } from './errors';

/** `success: 1` plus the named fields of the call (spec §8, docs/architecture.md). */
export function successEnvelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(1), ...shape });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(0),
  error_msg: z.string(),
  code: z.enum(errorCodeList as [string, ...string[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  logout: z.literal(true).optional(),
  request_id: z.string().optional(),
  retry_after: z.number().int().optional(),
  phone1: z.string().nullable().optional(),
  phone2: z.string().nullable().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okSchema = successEnvelope({});
export type Ok = z.infer<typeof okSchema>;

/** Paging that every list accepts; perPage is capped so no caller can ask for a whole table. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
