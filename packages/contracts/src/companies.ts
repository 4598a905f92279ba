import { z } from 'zod';
import { successEnvelope } from './envelope';

/** A sender a `has_company` client ships for (spec §2 `/list/companies`). Paged with `costsQuerySchema`. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const companiesResponseSchema = successEnvelope({
  feed: z.array(companySchema),
  feed_count: z.number().int(),
});
