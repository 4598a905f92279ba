// `npm run reconcile`: checks the ledger's invariants over the configured database (decision 052); exits
// 1 and names each mismatch when one breaks.
import { configFromProcess } from '../../config';
import { openDatabase } from '../../db/database';
import { createReconcileRepository } from './reconcile.repository';

const database = await openDatabase(configFromProcess());
try {
  const started = performance.now();
  const mismatches = await createReconcileRepository(database.db).mismatches();
  // The check's own time (bench/reconcile.mjs reads it; the target is ≤ 10 s on 1M orders, decision 053).
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  for (const m of mismatches) console.error(`${m.check}: ${m.subject}: ${m.detail}`);
  console.log(
    mismatches.length === 0
      ? `The ledger reconciles (${database.kind}), checked in ${seconds} s.`
      : `${mismatches.length} mismatch(es) (${database.kind}), checked in ${seconds} s.`,
  );
  process.exitCode = mismatches.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
