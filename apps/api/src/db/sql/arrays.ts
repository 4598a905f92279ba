import { sql } from 'drizzle-orm';

/** One parameter holding a whole array (drizzle would otherwise expand an array into a list). */
export const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
