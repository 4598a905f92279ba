import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import { namedItemSchema } from './lookups';

/** The kinds of reason a client picks from, with the codes stored in `reasons.type` (spec §9). */
export const reasonTypes = {
  /** Delay and cancel reasons of an order. */
  order_delay: 5,
  /** Why a client terminates a mission. */
  mission_termination: 6,
} as const;
export type ReasonType = keyof typeof reasonTypes;
export type ReasonTypeCode = (typeof reasonTypes)[ReasonType];
const reasonTypeCodes = Object.values(reasonTypes) as number[];

/** `GET order/get_delay_reasons?type=5`: the reasons of one known type, paged (type 5 when absent). */
export const reasonsQuerySchema = pageQuerySchema.extend({
  type: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .refine((t) => reasonTypeCodes.includes(t), { error: 'validation.invalid' })
    .transform((t) => t as ReasonTypeCode)
    .default(reasonTypes.order_delay),
});
export const reasonsResponseSchema = successEnvelope({ feed: z.array(namedItemSchema) });
export type ReasonsResponse = z.infer<typeof reasonsResponseSchema>;
