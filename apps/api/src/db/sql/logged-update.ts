import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../database';

/**
 * A row's update, its log row's insert and `also` (more data-modifying statements: a status change's
 * webhook event) as one statement, a data-modifying WITH: one round trip of a `transition()` instead of
 * three (decision 021, amendment of 2026-11-25, P7). All see the same snapshot and commit or roll back
 * together; the row is already locked by the transition, so the log's foreign key check does not wait.
 * Each repository builds its statements with drizzle and owns its tables.
 *
 * `answer`, when given, is one more data-modifying statement whose RETURNING rows the caller needs (the
 * move's notification rows, for their push): it becomes the WITH's main statement, the update one of its
 * parts, and its rows are returned. Without it the answer is empty.
 */
export async function updateWithLog(
  tx: Db,
  update: SQLWrapper,
  logInsert: SQLWrapper,
  also: SQL[] = [],
  answer?: SQL,
): Promise<unknown[]> {
  // getSQL(): a query builder put in `sql` as it is would be wrapped in parentheses, which WITH refuses.
  const parts = [logInsert.getSQL(), ...also, ...(answer ? [update.getSQL()] : [])].map(
    (part, i) => sql`${sql.raw(`w${i}`)} as (${part})`,
  );
  const result = (await tx.execute(
    sql`with ${sql.join(parts, sql`, `)} ${answer ?? update.getSQL()}`,
  )) as unknown as { rows: unknown[] };
  return answer ? result.rows : [];
}
