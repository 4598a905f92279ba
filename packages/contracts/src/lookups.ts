import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import { requiredId } from './rules';

/** Reference lists of spec §7 "Lookups": names in the caller's language, searched in both. */

export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** `GET get-government`. */
export const governmentsResponseSchema = successEnvelope({ feed: z.array(namedItemSchema) });
export type GovernmentsResponse = z.infer<typeof governmentsResponseSchema>;

/** `GET get-area/{id}`: the areas of one governorate. */
export const areaParamsSchema = z.object({ id: requiredId() });
export const areaSchema = namedItemSchema.extend({ government_id: z.number().int() });
export type Area = z.infer<typeof areaSchema>;
export const areasResponseSchema = successEnvelope({ feed: z.array(areaSchema) });
export type AreasResponse = z.infer<typeof areasResponseSchema>;

const search = z.string().trim().max(100).optional();

/** `GET branch/get` and `GET captain/get`: searched and paged. */
export const lookupSearchQuerySchema = pageQuerySchema.extend({ search });
/** `GET captain/selectCaptains`: the first 50 matching. */
export const selectCaptainsQuerySchema = z.object({ search });

export const branchSchema = namedItemSchema.extend({
  phone: z.string(),
  address: z.string(),
  government_id: z.number().int(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchesResponseSchema = successEnvelope({ feed: z.array(branchSchema) });
export type BranchesResponse = z.infer<typeof branchesResponseSchema>;

export const captainSchema = namedItemSchema.extend({
  phone: z.string(),
  branch_id: z.number().int(),
  branch: z.string(),
});
export type Captain = z.infer<typeof captainSchema>;
export const captainsResponseSchema = successEnvelope({ feed: z.array(captainSchema) });
export type CaptainsResponse = z.infer<typeof captainsResponseSchema>;
