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
 * what changes (it throws an AppError to refuse), update it and write its log row. A row that is not
 * found (or not the client's) is 404.
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
    await store.update(move.values, tx);
    await store.log(move.log, tx);
    await move.after?.(tx);
  });
}
