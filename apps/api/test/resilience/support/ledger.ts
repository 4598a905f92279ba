import type { Outcome } from './client';
import { query } from './servers';

/**
 * What the database holds for the keys of a load: the keys whose orders exist, how many keys have more
 * than one order, and the keys answered 200 whose order is missing (lost) or the other way round.
 */
export async function ledger(databaseUrl: string, outcomes: Outcome[]) {
  const rows = await query<{ key: string; n: string }>(
    databaseUrl,
    'select invoice_number as key, count(*) as n from orders where invoice_number = any($1) group by 1',
    [outcomes.map((o) => o.key)],
  );
  const stored = new Map(rows.map((r) => [r.key, Number(r.n)]));
  const done = new Set(outcomes.filter((o) => o.kind === 'done').map((o) => o.key));
  return {
    twice: [...stored].filter(([, n]) => n > 1).map(([key]) => key),
    doneButMissing: [...done].filter((key) => !stored.has(key)),
    storedButNotDone: [...stored.keys()].filter((key) => !done.has(key)),
  };
}
