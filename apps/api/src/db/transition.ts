import { AppError } from '../http/app-error';
import type { Db } from './database';
import type { RunInTransaction } from './transaction';

/**
 * How a row that moves through a state machine is stored: its owning repository's functions, already
 * scoped to the caller's client (another client's row is simply not found).
 */
export interface TransitionStore<Row, Values, Entry> {
  /** The row, locked FOR UPDATE: concurrent actions on one row run one at a time. */
  lock(tx: Db): Promise<Row | undefined>;
  update(values: Values, tx: Db): Promise<void>;
  log(entry: Entry, tx: Db): Promise<void>;
}

/** What a move does: the row's new values, its log row, and optionally more writes in the same transaction. */
export interface Move<Values, Entry> {
  values: Values;
  log: Entry;
  after?: (tx: Db) => Promise<void>;
}

/**
 * Moves one row (decision 013): in one transaction, lock it, let `decide` check the state machine and say
 * what changes (it throws an AppError to refuse), write its log row and update it. A row that is not
 * found (or not the client's) is 404.
 *
 * The log row goes first: updating an order also bumps its client's `order_counts` rows (a trigger), whose
 * locks are held until the commit, so the fewer statements after the update, the less two moves of one
 * client's orders wait for each other (docs/decisions/021, P7).
 */
export async function transition<Row, Values, Entry>(
  run: RunInTransaction,
  store: TransitionStore<Row, Values, Entry>,
  decide: (row: Row) => Move<Values, Entry>,
): Promise<void> {
  await run(async (tx) => {
    const row = await store.lock(tx);
    if (row === undefined) throw new AppError('NOT_FOUND');
    const move = decide(row);
    await store.log(move.log, tx);
    await store.update(move.values, tx);
    await move.after?.(tx);
  });
}
