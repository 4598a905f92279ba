import type { SQL } from 'drizzle-orm';
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
  /**
   * The row's new values and its log row, with `also` (more data-modifying statements of the move, such
   * as a status change's outbox row), written by one statement (`db/sql/logged-update.ts`).
   */
  write(values: Values, entry: Entry, tx: Db, also?: SQL[], answer?: SQL): Promise<unknown[]>;
}

/**
 * One more data-modifying statement of a move whose rows the mover reads back (its notification rows,
 * `Notifier.statement`): written by the same statement as the update, `read` then gets its rows.
 */
export interface MoveAnswer {
  sql: SQL;
  read(rows: unknown[]): void;
}

/** What a move does: the row's new values, its log row, and optionally more writes in the same transaction. */
export interface Move<Values, Entry> {
  values: Values;
  log: Entry;
  answer?: MoveAnswer | undefined;
  /** Writes the update's own statement must see (a captain's attempt, which its webhook event reads). */
  before?: ((tx: Db) => Promise<void>) | undefined;
  after?: ((tx: Db) => Promise<void>) | undefined;
}

/**
 * Moves one row (decision 013): in one transaction, lock it, let `decide` check the state machine and say
 * what changes (it throws an AppError to refuse), then update it and write its log row in one statement.
 * A row that is not found (or not the client's) is 404.
 *
 * Every statement is a round trip held inside the transaction: updating an order also bumps its client's
 * striped count rows (triggers), whose locks are held until the commit, so the fewer statements after the
 * update, the less concurrent moves wait (docs/decisions/021, P7). Hence the update and the log together.
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
    await move.before?.(tx);
    const rows = await store.write(move.values, move.log, tx, [], move.answer?.sql);
    move.answer?.read(rows);
    await move.after?.(tx);
  });
}
